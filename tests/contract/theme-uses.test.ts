// Spec 1 §3 "Theme colours: primary, secondary, accent, error, info, success, warning, BackTheme, BadgeTheme":
// every one colours something on the portal's screens (issue 23 item 7), so the Admin Settings never offer a colour
// that changes nothing. Each colour's CSS variable (src/app/providers.tsx sets it from the settings) is used by a
// utility class in a screen outside the Admin Settings' own preview, and each has a place to be judged for contrast.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLOR_NAMES } from '#contract/site.ts';
import { THEME_COLOR_USES } from '#contract/theme-contrast.ts';

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

// The same name → variable rule as src/app/providers.tsx: BackTheme → back-theme.
const cssName = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^-/, '');

/** The theme colours whose utility (bg-, text-, border-, border-l-, accent-, ring-…) no screen uses. */
export function unusedColours(sources: readonly string[]): string[] {
  return THEME_COLOR_NAMES.filter((name) => {
    const utility = new RegExp(
      `(^|[\\s"'\`:])(bg|text|border|border-l|accent|ring|fill|stroke|outline|decoration)-${cssName(name)}(?![\\w-])`,
    );
    return !sources.some((s) => utility.test(s));
  });
}

describe('spec 1 §3 theme colours: every colour is used on the screens', () => {
  const screens = [...files('src')].filter((f) => !f.includes('/features/admin/')).map((f) => readFileSync(f, 'utf8'));

  it('each of the nine colours colours something outside the Admin Settings', () => {
    expect(unusedColours(screens)).toEqual([]);
  });

  it('each says where it is used, so Admin Settings never says "Not used"', () => {
    for (const name of THEME_COLOR_NAMES) expect(THEME_COLOR_USES[name].where).not.toMatch(/not used/i);
    const admin = [...files('src/features/admin')].map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(admin).not.toMatch(/Not used/);
  });

  it('the check finds a colour no screen uses', () => {
    expect(unusedColours(['className="bg-primary text-secondary accent-accent"'])).toEqual([
      'error',
      'info',
      'success',
      'warning',
      'BackTheme',
      'BadgeTheme',
    ]);
  });
});
