// Whether text stays readable on a theme colour (WCAG 2.2 SC 1.4.3: at least 4.5:1 for normal text): each theme
// colour of document 1 §3 is checked against the text the portal puts on it or the background it is read on, so
// Admin Settings can refuse a colour before it is saved.
import type { THEME_COLOR_NAMES } from './site';

export type ThemeColorName = (typeof THEME_COLOR_NAMES)[number];

export const MIN_TEXT_CONTRAST = 4.5;
export const WHITE = '#ffffff';
/** The portal's body text (Tailwind slate-900). */
export const DARK_TEXT = '#0f172a';

/**
 * What each colour is read against. Primary fills the header and the main buttons under white text; secondary,
 * accent and the badge colour fill badges and chips under dark text, as the page background does; error, info,
 * success and warning are the colours of messages written on white.
 */
export const CONTRAST_PARTNER: Record<ThemeColorName, { against: string; role: 'background' | 'text' }> = {
  primary: { against: WHITE, role: 'background' },
  secondary: { against: DARK_TEXT, role: 'background' },
  accent: { against: DARK_TEXT, role: 'background' },
  BadgeTheme: { against: DARK_TEXT, role: 'background' },
  BackTheme: { against: DARK_TEXT, role: 'background' },
  error: { against: WHITE, role: 'text' },
  info: { against: WHITE, role: 'text' },
  success: { against: WHITE, role: 'text' },
  warning: { against: WHITE, role: 'text' },
};

/** #rgb, #rrggbb (an alpha part is ignored) or rgb()/rgba() with 0–255 or percentages → [r, g, b] in 0–255; null otherwise. */
export function rgbOf(color: string): [number, number, number] | null {
  const c = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(c)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((d) => d + d).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const fn = /^rgba?\(\s*([\d.]+%?)\s*,\s*([\d.]+%?)\s*,\s*([\d.]+%?)\s*(?:,\s*[\d.]+%?\s*)?\)$/.exec(c);
  if (!fn) return null;
  const channel = (v: string) => Math.min(255, v.endsWith('%') ? (parseFloat(v) / 100) * 255 : parseFloat(v));
  return [channel(fn[1]!), channel(fn[2]!), channel(fn[3]!)];
}

/** The colour as #rrggbb (what a colour picker takes), or null when it cannot be read. */
export function hex6Of(color: string): string | null {
  const rgb = rgbOf(color);
  return rgb ? `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}` : null;
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two colours (1 to 21), or null when either cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const x = rgbOf(a);
  const y = rgbOf(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Ratios are shown to one decimal, rounded down, so a colour shown as 4.5:1 does pass. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/** The message for a theme colour text would be hard to read on (or in), or null when it is readable. */
export function contrastProblem(name: ThemeColorName, color: string): string | null {
  const partner = CONTRAST_PARTNER[name];
  const ratio = contrastRatio(color, partner.against);
  if (ratio === null || ratio >= MIN_TEXT_CONTRAST) return null;
  const what = partner.role === 'background' ? `${partner.against === WHITE ? 'White' : 'Dark'} text on this colour` : 'Text in this colour on white';
  return `${what} is hard to read: contrast ${formatRatio(ratio)}, at least 4.5:1 is needed.`;
}
