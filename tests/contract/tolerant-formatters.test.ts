// Issue 24 item 2: the formatters a screen prints answers with, given values that are hostile but keep the contract
// (a day in year 1 or 9999, an amount of 0, -0, negative or 1e12, an unknown currency, an empty list, a 5,000-character
// name, an enum value the contract leaves open). None may print NaN, "Invalid Date", "undefined" or "[object Object]".
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '#contract/medium-date.ts';
import { categoryName } from '#contract/catalog.ts';
import { formatMoney } from '#contract/money.ts';
import { formatCount } from '#contract/grouped-digits.ts';
import { bookingStatusColour, cpdBadge, eventTypeColour } from '#machines/events/event-rules.ts';

const BROKEN = /NaN|Invalid Date|undefined|\[object Object\]/;
/** Intl puts a no-break space between the currency code and the amount. */
const spaced = (text: string) => text.replaceAll('\u00a0', ' ');

describe('dates at the edges of what the contract allows', () => {
  it.each([
    // The backend's "no date" is blank on every screen, however it is written.
    ['0001-01-01', '', ''],
    ['0001-01-01T00:00:00Z', '', ''],
    ['0001-01-01T10:00:00+14:00', '', ''],
    ['', '', ''],
    // Other early and late days are those days.
    ['0002-03-04', '4 Mar 2', '4 Mar 2'],
    ['9999-12-31', '31 Dec 9999', '31 Dec 9999'],
    ['2024-02-29', '29 Feb 2024', '29 Feb 2024'],
  ])('%s: formatDate "%s", formatDateTime "%s"', (value, date, dateTime) => {
    expect(formatDate(value)).toBe(date);
    expect(formatDateTime(value)).toBe(dateTime);
  });

  it('a moment at the very end of year 9999 is still a day and a time, wherever the member is', () => {
    for (const value of ['9999-12-31T23:59:59Z', '9999-12-31T23:59:59-14:00', '0002-01-01T00:00:00+14:00']) {
      expect(formatDate(value), value).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{1,5}$/);
      expect(formatDateTime(value), value).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{1,5}, \d\d:\d\d$/);
    }
  });

  it('a day that does not exist is shown as given, never rolled into the next month or "Invalid Date"', () => {
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDateTime('2026-02-30')).toBe('2026-02-30');
    expect(formatDateTime('not a day')).toBe('not a day');
  });
});

describe('amounts at the edges of what the contract allows', () => {
  it.each([
    [0, 'KES 0.00'],
    [-0, 'KES 0.00'],
    [-5, '-KES 5.00'],
    [0.005, 'KES 0.01'],
    [1e12, 'KES 1,000,000,000,000.00'],
    [-1e12, '-KES 1,000,000,000,000.00'],
  ])('%s is %s', (amount, shown) => {
    expect(spaced(formatMoney(amount))).toBe(shown);
  });

  it('an amount of nothing is never signed, in money (screens and documents alike) or in counts', () => {
    expect(spaced(formatMoney(-0))).toBe('KES 0.00');
    // An amount that rounds to nothing is not signed either.
    expect(spaced(formatMoney(-0.004))).toBe('KES 0.00');
    expect(spaced(formatMoney(-0.005))).toBe('-KES 0.01');
    expect(formatCount(-0)).toBe('0');
  });

  it('one sign convention for negative amounts: the minus sign before the code, never between code and amount (issue 34)', () => {
    expect(spaced(formatMoney(-2500))).toBe('-KES 2,500.00');
    expect(spaced(formatMoney(-3480, 'USD'))).toBe('-USD 3,480.00');
    expect(spaced(formatMoney(-3480, 'XYZ1'))).toBe('-XYZ1 3,480.00');
    expect(formatMoney(-2500)).not.toMatch(/KES\s*-/);
    // The code and the amount never part at a line's end on screen.
    expect(formatMoney(2500)).toBe('KES\u00a02,500.00');
  });

  it('a currency with no minor unit is written with none', () => {
    expect(spaced(formatMoney(-1234, 'JPY'))).toBe('-JPY 1,234');
  });

  it('a currency Intl does not know is named as given, the amount written as KES would be (no exponent)', () => {
    expect(spaced(formatMoney(1e21, 'XYZ1'))).toBe('XYZ1 1,000,000,000,000,000,000,000.00');
    expect(spaced(formatMoney(-0, 'XYZ1'))).toBe('XYZ1 0.00');
    expect(spaced(formatMoney(1234.5, 'USD'))).toBe('USD 1,234.50');
  });

  it('counts and CPD badges of huge numbers are numbers', () => {
    expect(formatCount(1e12)).toBe('1,000,000,000,000');
    expect(cpdBadge({ cpdHours: 1e12 })).toBe('1000000000000 CPD');
    expect(cpdBadge({ cpdHours: 0 })).toBeNull();
  });
});

describe('codes, enums and names the contract leaves open', () => {
  it('a category code no list holds (or an empty list) is shown as the code', () => {
    expect(categoryName([], 'PE')).toBe('PE');
    expect(categoryName([{ Code: 'PE', Description: 'Professional Engineer' }], 'NOT-A-CATEGORY')).toBe('NOT-A-CATEGORY');
    expect(categoryName([{ Code: 'PE', Description: '   ' }], 'pe')).toBe('pe');
  });

  it('a 5,000-character name is kept whole (the screens wrap it; nothing cuts it to "undefined")', () => {
    const long = 'Wanjirũ '.repeat(625);
    expect(categoryName([{ Code: 'X', Description: long }], 'x')).toBe(long.trim());
  });

  it('an event type or booking status no list names gets the default colour', () => {
    expect(eventTypeColour('HACKATHON')).toBe('orange');
    expect(eventTypeColour('')).toBe('orange');
    expect(eventTypeColour(' webinar ')).toBe('violet');
    expect(bookingStatusColour('Waitlisted')).toBe('grey');
  });

  it('no hostile value makes any formatter print a broken word', () => {
    const texts = [
      ...['0001-01-01', '0000-01-01', '9999-12-31', '9999-12-31T23:59:59-14:00', '', '2026-02-30', 'x'].flatMap((d) => [
        formatDate(d),
        formatDateTime(d),
      ]),
      ...[0, -0, -1, 1e12, 1e21, Number.MAX_SAFE_INTEGER].flatMap((n) => [formatMoney(n), formatMoney(n, 'ZZZ9'), formatCount(n)]),
    ];
    for (const text of texts) expect(text).not.toMatch(BROKEN);
  });
});
