// Phone numbers and ids are shown masked: first 3 and last 3 characters (spec 1 §9).
export function mask(value: string): string {
  const v = value.trim();
  if (v.length <= 6) return '*'.repeat(v.length);
  return `${v.slice(0, 3)}${'*'.repeat(v.length - 6)}${v.slice(-3)}`;
}

/**
 * What a masked field now holds (spec 1 §9, document 3 §9: "the first 3 and last 3 characters are compared to
 * unmask"): the original when the field still shows its mask (same first 3 and last 3, only `*` between, so an
 * untouched phone is saved as it was), otherwise what was typed.
 */
export function unmask(shown: string, original: string): string {
  const s = shown.trim();
  const o = original.trim();
  if (s === mask(o)) return original;
  const middle = s.slice(3, -3);
  const masked = s.length > 6 && /^\*+$/.test(middle);
  return masked && s.slice(0, 3) === o.slice(0, 3) && s.slice(-3) === o.slice(-3) ? original : shown;
}
