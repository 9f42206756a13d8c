// Phone numbers and ids are shown masked: first 3 and last 3 characters (document 1 §9).
export function mask(value: string): string {
  const v = value.trim();
  if (v.length <= 6) return '*'.repeat(v.length);
  return `${v.slice(0, 3)}${'*'.repeat(v.length - 6)}${v.slice(-3)}`;
}

/** Unmasking compares the first 3 and last 3 characters of what the user typed with the real value. */
export const matchesMasked = (typed: string, real: string) =>
  typed.trim().length === real.trim().length && typed.trim().slice(0, 3) === real.trim().slice(0, 3) && typed.trim().slice(-3) === real.trim().slice(-3);
