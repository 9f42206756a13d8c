// Phone numbers and ids are shown masked: first 3 and last 3 characters (spec 1 §9).
export function mask(value: string): string {
  const v = value.trim();
  if (v.length <= 6) return '*'.repeat(v.length);
  return `${v.slice(0, 3)}${'*'.repeat(v.length - 6)}${v.slice(-3)}`;
}
