// Theme colours stay readable where the portal uses them (src/contract/theme-contrast.ts): the WCAG ratio, each
// use's minimum on both sides of its boundary, the colour forms the settings accept, and the Admin Settings form
// and save body built on it.
import { describe, expect, it } from 'vitest';
import { adminSettingsValues, AdminSettingsFormSchema, colorField, settingsSaveBody } from '#contract/admin-settings.ts';
import { fieldErrors, MinorSettingsSchema, SettingsSaveSchema, THEME_COLOR_NAMES } from '#contract';
import { contrastProblem, contrastRatio, DEFAULT_THEME_COLORS, formatRatio, hexOf, parseColor } from '#contract/theme-contrast.ts';

describe('contrast ratio', () => {
  it('is 21 for black on white and 1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0f4c81', '#0f4c81')).toBe(1);
  });

  it('reads #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() and rgba() with percentages; anything else is no colour', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#ffff')).toEqual([255, 255, 255]);
    expect(parseColor('#0F4C81')).toEqual([15, 76, 129]);
    expect(parseColor('#0f4c81cc')).toEqual([15, 76, 129]);
    expect(parseColor('rgb(15, 76, 129)')).toEqual([15, 76, 129]);
    expect(parseColor('rgba(100%, 0%, 0%, 0.5)')).toEqual([255, 0, 0]);
    for (const bad of ['red', '#12345', 'rgb(1,2)', '', 'url(x)']) expect(parseColor(bad)).toBeNull();
    expect(contrastRatio('red', '#fff')).toBeNull();
    expect(hexOf('rgb(15, 76, 129)')).toBe('#0f4c81');
    expect(hexOf('#abc')).toBe('#aabbcc');
  });

  it('reads the whole value only: trimmed, anchored at both ends, alpha ignored, spaces anywhere inside rgb()', () => {
    expect(parseColor('  #FFF \n')).toEqual([255, 255, 255]);
    for (const bad of ['x#fff', '#fff x', '#fffz', 'xrgb(1,2,3)', 'rgb(1,2,3)x', 'rgb(1,2,3', 'rgb(1 2 3)'])
      expect(parseColor(bad), bad).toBeNull();
    expect(parseColor('#1234')).toEqual([17, 34, 51]);
    expect(parseColor('#11223344')).toEqual([17, 34, 51]);
    expect(parseColor('rgb(1,2,3)')).toEqual([1, 2, 3]);
    expect(parseColor('rgba( 1 , 2 , 3 , 0.5 )')).toEqual([1, 2, 3]);
    expect(parseColor('rgb(50%, 100%, 300)')).toEqual([127.5, 255, 255]);
  });

  it('a value that is no colour has no contrast problem of its own (the form refuses it as no colour)', () => {
    expect(contrastProblem('primary', 'red')).toBeNull();
    expect(contrastProblem('primary', '#ffffff')).toMatch(/^Too little contrast with /);
  });

  it('is shown rounded down, so a ratio just under the minimum never reads as the minimum', () => {
    expect(formatRatio(4.4999)).toBe('4.4:1');
    expect(formatRatio(4.5)).toBe('4.5:1');
    expect(formatRatio(21)).toBe('21.0:1');
  });
});

describe('each use on both sides of its minimum', () => {
  it('primary (white text on it, it as text on white) needs 4.5:1: #767676 (4.54) passes, #777777 (4.48) does not', () => {
    expect(contrastProblem('primary', '#767676')).toBeNull();
    expect(contrastProblem('primary', '#777777')).toBe('Too little contrast with white: 4.4:1, needs 4.5:1.');
  });

  it('secondary (progress graphics on white) needs 3:1: #949494 (3.03) passes, #959595 (2.99) does not', () => {
    expect(contrastProblem('secondary', '#949494')).toBeNull();
    expect(contrastProblem('secondary', '#959595')).toBe('Too little contrast with white: 2.9:1, needs 3:1.');
  });

  it('the badge (dark text on it) needs 4.5:1: #777777 (4.50) passes, #767676 (4.44) does not', () => {
    expect(contrastProblem('BadgeTheme', '#777777')).toBeNull();
    expect(contrastProblem('BadgeTheme', '#767676')).toMatch(/^Too little contrast with the badge text: 4\.4:1/);
  });

  it('spec 1 §3 theme colours: each is judged where it is used (white on white is refused); the defaults all pass', () => {
    for (const name of ['accent', 'error', 'info', 'success', 'warning'] as const)
      expect(contrastProblem(name, '#ffffff')).toMatch(/^Too little contrast with white/);
    expect(contrastProblem('BackTheme', '#0f172a')).toMatch(/^Too little contrast with the text/);
    expect(contrastProblem('BackTheme', '#ffffff')).toBeNull();
    for (const name of THEME_COLOR_NAMES) expect(contrastProblem(name, DEFAULT_THEME_COLORS[name])).toBeNull();
  });
});

describe('the Admin Settings form', () => {
  const minor = MinorSettingsSchema.parse({});
  const record = {
    id: 1,
    site_colors: [{ colorName: 'primary' as const, color: '#123456' }],
    site_installed_packages: ['Dashboard' as const, 'Events' as const],
    minor_settings: { ...minor, organisation_caption: 'EBK' },
    projectURL: '',
  };

  it('starts from the record, and from the defaults where it has nothing', () => {
    const values = adminSettingsValues(record, DEFAULT_THEME_COLORS, minor);
    expect(values).toMatchObject({
      id: 1,
      color_primary: '#123456',
      color_secondary: DEFAULT_THEME_COLORS.secondary,
      packages: ['Dashboard', 'Events'],
      organisation_caption: 'EBK',
    });
    const fresh = adminSettingsValues(null, DEFAULT_THEME_COLORS, minor);
    expect(fresh).not.toHaveProperty('id');
    expect(fresh.packages).toEqual([]);
  });

  it('refuses an unreadable colour under its own field, and a colour that is not one', () => {
    const values = adminSettingsValues(record, DEFAULT_THEME_COLORS, minor);
    expect(AdminSettingsFormSchema.safeParse(values).success).toBe(true);
    const bad = AdminSettingsFormSchema.safeParse({ ...values, [colorField('primary')]: '#777777', [colorField('secondary')]: 'tomato' });
    expect(bad.success).toBe(false);
    expect(fieldErrors(bad.error!)).toMatchObject({
      color_primary: 'Too little contrast with white: 4.4:1, needs 4.5:1.',
      color_secondary: 'A colour is written like #1a2b3c or rgb(26, 43, 60).',
    });
  });

  it('saves as the contract says: the id when there is one, the three lists as JSON text the server reads back', () => {
    const values = adminSettingsValues(record, DEFAULT_THEME_COLORS, minor);
    const body = settingsSaveBody(values);
    expect(body.id).toBe(1);
    const parsed = SettingsSaveSchema.parse(body);
    expect(parsed.site_colors).toHaveLength(THEME_COLOR_NAMES.length);
    expect(parsed.site_colors).toContainEqual({ colorName: 'primary', color: '#123456' });
    expect(parsed.site_installed_packages).toEqual(['Dashboard', 'Events']);
    expect(parsed.minor_settings).toEqual({ ...minor, organisation_caption: 'EBK' });
    expect(settingsSaveBody(adminSettingsValues(null, DEFAULT_THEME_COLORS, minor))).not.toHaveProperty('id');
  });

  it('the save body refuses an unreadable theme whoever sends it', () => {
    const body = settingsSaveBody({ ...adminSettingsValues(record, DEFAULT_THEME_COLORS, minor), color_primary: '#ffff00' });
    const parsed = SettingsSaveSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toMatch(/^Too little contrast with white/);
  });
});
