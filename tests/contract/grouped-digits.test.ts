// Digits grouped without Intl (src/contract/grouped-digits.ts, decision 055) must read exactly as Intl's en-KE
// formatters read them: the screens, the PDFs and every test that reads an amount or a count were written against Intl.
import { describe, expect, it } from 'vitest';
import { groupedDigits } from '#contract/grouped-digits.ts';
import { formatMoney } from '#contract/money.ts';
import { formatCount } from '#contract/grouped-digits.ts';

const money = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-KE');
const yen = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** Values at every rounding and grouping edge, and a seeded spread of amounts as the ledgers hold them. */
function samples(): number[] {
  const edges = [
    0,
    0.001,
    0.004,
    0.005,
    0.0049,
    0.0051,
    0.995,
    0.9951,
    1.005,
    1.015,
    1.045,
    2.675,
    8.345,
    10.235,
    999.995,
    999.994,
    9.9995,
    99.9995,
    999,
    1000,
    9999.999,
    99_999.5,
    999_999.995,
    1_000_000,
    123_456_789.125,
    1e12,
    1e15 + 0.25,
    1e20,
    1e21,
    1.5e22,
    1e-7,
    5e-7,
    0.0005,
    0.00049,
    1234.5,
    1234.56789,
    11_600,
    2500.1,
  ];
  let seed = 55;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const spread = Array.from({ length: 3000 }, (_, i) => {
    const scale = 10 ** Math.floor(next() * 10);
    // Amounts with two, three and many decimals, and VAT-like products (x × 1.16) whose binary value sits off x.xx5.
    return i % 3 === 0
      ? Math.round(next() * scale * 100) / 100
      : i % 3 === 1
        ? (Math.round(next() * scale * 1000) / 1000) * 1.16
        : next() * scale;
  });
  return [...edges, ...spread];
}

describe('grouped digits read as Intl en-KE reads them', () => {
  it('two decimals, as money: every edge and 3,000 amounts', () => {
    for (const n of samples()) expect(groupedDigits(n, 2), String(n)).toBe(money.format(n));
  });

  it('at most three decimals, trailing zeros left out, as counts', () => {
    for (const n of samples()) expect(groupedDigits(n, 3, { trim: true }), String(n)).toBe(count.format(n));
  });

  it('no decimals, as a currency with no minor unit', () => {
    for (const n of samples()) expect(groupedDigits(n, 0), String(n)).toBe(yen.format(n));
  });

  it('rounds on the decimal form, not the binary value: 1.005 is 1.01 where toFixed says 1.00', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(groupedDigits(1.005, 2)).toBe('1.01');
    expect(groupedDigits(1.0049, 2)).toBe('1.00');
  });

  it('a carry runs through every digit and adds a group', () => {
    expect(groupedDigits(999_999.995, 2)).toBe('1,000,000.00');
    expect(groupedDigits(999.9995, 3, { trim: true })).toBe('1,000');
  });
});

describe('the formatters built on them', () => {
  it('money and counts, negative and -0 included, as Intl would print them', () => {
    for (const n of [...samples(), -0, -2500, -0.005, -1e21]) {
      const sign = n < 0 && /[1-9]/.test(money.format(Math.abs(n))) ? '-' : '';
      expect(formatMoney(n), String(n)).toBe(`${sign}KES\u00a0${money.format(Math.abs(n))}`);
      expect(formatCount(n), String(n)).toBe(Object.is(n, -0) ? '0' : count.format(n));
    }
  });

  it('a currency Intl knows keeps its own decimals; one it does not know gets two', () => {
    expect(formatMoney(1234.5, 'JPY')).toBe('JPY\u00a01,235');
    expect(formatMoney(1234.5, 'XYZ1')).toBe('XYZ1\u00a01,234.50');
  });
});
