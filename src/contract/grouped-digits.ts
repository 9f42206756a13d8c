// A number's digits as en-KE writes them ("1,234,567.50"), written out rather than by Intl.NumberFormat: the first
// Intl formatter a page builds loads the browser's locale data, 30–170 ms of main thread on a desktop (four times
// that on a phone) in the task that draws the first screen showing a count or an amount (docs/decisions/055).
// Rounded as Intl rounds by default: half away from zero, on the number's shortest decimal form (1.005 → 1.01, where
// `(1.005).toFixed(2)` reads the binary value and gives 1.00). tests/contract/grouped-digits.test.ts holds it to Intl.

/** `abs`'s shortest decimal form split at the point, whatever its size (no exponent: 1e21 is 22 digits). */
function decimalParts(abs: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(abs).split('e');
  const point = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  const at = (point < 0 ? mantissa.length : point) + Number(exponent);
  if (at <= 0) return { whole: '0', fraction: '0'.repeat(-at) + digits };
  return { whole: digits.padEnd(at, '0').slice(0, at), fraction: digits.slice(at) };
}

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function plusOne(digits: string): string {
  let carry = true;
  let out = '';
  for (let i = digits.length - 1; i >= 0; i--) {
    const d: number = Number(digits[i]) + (carry ? 1 : 0);
    carry = d === 10;
    out = String(d % 10) + out;
  }
  return carry ? `1${out}` : out;
}

/**
 * `abs` (not negative: the callers place their own sign) with thousands separators and `places` decimals, the last
 * rounded half up; with `trim`, trailing zeros of the decimals (and a bare point) are left out, as Intl's default
 * count format (at most three decimals) leaves them.
 */
export function groupedDigits(abs: number, places: number, { trim = false } = {}): string {
  const { whole, fraction } = decimalParts(abs);
  let kept = (whole + fraction.padEnd(places, '0').slice(0, places)).replace(/^0+(?=\d)/, '');
  if ((fraction[places] ?? '0') >= '5') kept = plusOne(kept);
  const padded = kept.padStart(places + 1, '0');
  const wholePart = padded.slice(0, padded.length - places).replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = trim ? padded.slice(padded.length - places).replace(/0+$/, '') : padded.slice(padded.length - places);
  return decimals ? `${wholePart}.${decimals}` : wholePart;
}

/**
 * A count on screen with thousands separators (10,000); at most three decimals, as Intl's default. -0 is never "-0".
 * Here beside the digits, as money (./money.ts) and dates (./medium-date.ts) are: one place for each format.
 */
export const formatCount = (n: number): string => `${n < 0 ? '-' : ''}${groupedDigits(Math.abs(n), 3, { trim: true })}`;
