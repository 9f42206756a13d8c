// The theme's colours (the settings' site_colors) as the CSS variables Tailwind's theme reads: set on the page by
// providers.tsx, and written into the build's stylesheet with the last known settings (scripts/site-in-page.ts).
// Names and values that are not plainly a colour are left out, so a setting can never inject other CSS.
const CSS_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i;

/** [variable, value] for each usable colour: `BackTheme` → `--color-back-theme`. */
export function themeVariables(colors: Record<string, string>): Array<[string, string]> {
  return Object.entries(colors).flatMap(([name, value]) =>
    /^[A-Za-z]{1,30}$/.test(name) && CSS_COLOR.test(value.trim())
      ? [[`--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^-/, '')}`, value.trim()] as [string, string]]
      : [],
  );
}
