// Whether a theme colour stays readable where the portal uses it (WCAG 2.2 1.4.3 and 1.4.11): the relative
// luminance contrast of the colour against what it meets on screen. The admin settings refuse a colour below
// its minimum, so no saved theme makes the portal's text or controls unreadable.
import type { SiteColor } from './site';

export type ThemeColorName = SiteColor['colorName'];

/** Where the portal uses a colour, what it meets there, and the contrast that needs (spec 1 §3: every one is used). */
export interface ColorUse {
  where: string;
  against: string;
  againstName: string;
  min: number;
}

const WHITE = '#ffffff';
/** The alert badge's text (Tailwind slate-950), dark so that the usual golds and ambers read well under it. */
const BADGE_TEXT = '#020617';
/** Body text (Tailwind slate-900), what the page background carries. */
const BODY_TEXT = '#0f172a';
const stripe = (kind: string): ColorUse => ({
  where: `The edge of ${kind} messages, on white`,
  against: WHITE,
  againstName: 'white',
  min: 3,
});
export const THEME_COLOR_USES: Record<ThemeColorName, ColorUse> = {
  primary: {
    where: 'Header, buttons and links: white text on it, and it as text on white',
    against: WHITE,
    againstName: 'white',
    min: 4.5,
  },
  secondary: { where: 'Progress ring and checklist bar from 50 %, on white', against: WHITE, againstName: 'white', min: 3 },
  BadgeTheme: { where: 'The alert count badge: dark text on it', against: BADGE_TEXT, againstName: 'the badge text', min: 4.5 },
  accent: { where: 'Ticked checkboxes and progress bars, on white', against: WHITE, againstName: 'white', min: 3 },
  error: stripe('error'),
  info: stripe('information'),
  success: stripe('success'),
  warning: stripe('warning'),
  BackTheme: { where: 'The page background behind the cards: dark text on it', against: BODY_TEXT, againstName: 'the text', min: 4.5 },
};

/** The portal's own colours (src/index.css keeps the same values for the first paint), for a record that lacks one. */
export const DEFAULT_THEME_COLORS: Record<ThemeColorName, string> = {
  primary: '#0f4c81',
  secondary: '#b7860b',
  accent: '#1b998b',
  error: '#b3261e',
  info: '#0369a1',
  success: '#15803d',
  warning: '#b45309',
  BackTheme: '#f8fafc',
  BadgeTheme: '#b7860b',
};

/** #rrggbb of a colour this module reads (what a colour picker takes), or null. */
export function hexOf(value: string): string | null {
  const rgb = parseColor(value);
  return rgb ? `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}` : null;
}

/** [r, g, b] in 0–255 of #rgb, #rgba, #rrggbb, #rrggbbaa or rgb()/rgba() (alpha ignored); null otherwise. */
export function parseColor(value: string): [number, number, number] | null {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(v)?.[1];
  if (hex && [3, 4, 6, 8].includes(hex.length)) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*([\d.]+%?)\s*,\s*([\d.]+%?)\s*,\s*([\d.]+%?)\s*(?:,\s*[\d.]+%?\s*)?\)$/.exec(v);
  if (!rgb) return null;
  const channel = (s: string) => Math.min(255, s.endsWith('%') ? (parseFloat(s) * 255) / 100 : parseFloat(s));
  return [channel(rgb[1]!), channel(rgb[2]!), channel(rgb[3]!)];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two colours (1 to 21), or null when either is not a colour this module reads. */
export function contrastRatio(a: string, b: string): number | null {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) return null;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Ratios are shown rounded down to one decimal, so 4.49 never reads as a passing 4.5. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/** Why a colour cannot be used for `name`, or null when it can. */
export function contrastProblem(name: ThemeColorName, color: string): string | null {
  const use = THEME_COLOR_USES[name];
  const ratio = contrastRatio(color, use.against);
  if (ratio === null) return null;
  return ratio < use.min ? `Too little contrast with ${use.againstName}: ${formatRatio(ratio)}, needs ${use.min}:1.` : null;
}
