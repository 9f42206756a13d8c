// The theme-colour contrast rule (WCAG 1.4.3, 4.5:1): the ratio on both sides of the boundary, each colour read
// against its own partner, the colour forms the settings accept, and the seeded theme passing.
import { describe, expect, it } from 'vitest';
import { contrastProblem, contrastRatio, formatRatio, hex6Of, rgbOf } from '../../src/contract/theme-contrast';

describe('theme contrast', () => {
  it('computes the WCAG ratio: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0f4c81', '#0f4c81')).toBeCloseTo(1, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('not a colour', '#fff')).toBeNull();
  });

  it('refuses a primary (white text on it) just under 4.5:1 and accepts one just over', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastProblem('primary', '#767676')).toBeNull();
    expect(contrastProblem('primary', '#777777')).toBe('White text on this colour is hard to read: contrast 4.4:1, at least 4.5:1 is needed.');
  });

  it('reads each colour against the text it carries or the background it is read on', () => {
    // A pale background is right for the page (dark text) and wrong for the header (white text).
    expect(contrastProblem('BackTheme', '#f8fafc')).toBeNull();
    expect(contrastProblem('primary', '#f8fafc')).toMatch(/^White text on this colour is hard to read/);
    // A dark badge colour fails under dark text.
    expect(contrastProblem('BadgeTheme', '#334155')).toMatch(/^Dark text on this colour is hard to read/);
    // A status colour is text on white.
    expect(contrastProblem('error', '#ff8a80')).toMatch(/^Text in this colour on white is hard to read/);
    expect(contrastProblem('error', '#b3261e')).toBeNull();
  });

  it('passes every colour of the seeded theme', () => {
    const seeded = { primary: '#0f4c81', secondary: '#d4a017', accent: '#1b998b', error: '#b3261e', info: '#0369a1', success: '#15803d', warning: '#b45309', BackTheme: '#f8fafc', BadgeTheme: '#d4a017' } as const;
    for (const [name, color] of Object.entries(seeded)) expect(contrastProblem(name as keyof typeof seeded, color), name).toBeNull();
  });

  it('reads #rgb, #rrggbb, #rrggbbaa and rgb() alike, and gives the picker #rrggbb', () => {
    expect(rgbOf('#abc')).toEqual([170, 187, 204]);
    expect(rgbOf('#AABBCC80')).toEqual([170, 187, 204]);
    expect(rgbOf('rgb(170, 187, 204)')).toEqual([170, 187, 204]);
    expect(rgbOf('rgba(100%, 0%, 0%, 0.5)')).toEqual([255, 0, 0]);
    expect(rgbOf('red')).toBeNull();
    expect(hex6Of(' #ABC ')).toBe('#aabbcc');
    expect(hex6Of('rgb(15, 76, 129)')).toBe('#0f4c81');
    expect(hex6Of('#12')).toBeNull();
  });

  it('rounds a shown ratio down, so 4.5:1 shown always passes', () => {
    expect(formatRatio(4.499)).toBe('4.4:1');
    expect(formatRatio(4.5)).toBe('4.5:1');
    expect(formatRatio(21)).toBe('21.0:1');
  });
});
