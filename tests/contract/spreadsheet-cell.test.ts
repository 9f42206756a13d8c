// The spreadsheet-cell rule (issue 15 item 2): a text cell starting with = + - @, tab or CR gets a leading
// apostrophe; any other text and every number pass unchanged.
import { describe, expect, it } from 'vitest';
import { FORMULA_TRIGGERS, inertCell, spreadsheetCell } from '#contract/spreadsheet-cell.ts';

describe('inertCell', () => {
  const escaped: Array<[string, string]> = [
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['=1+1', `'=1+1`],
    ['+254712345678', `'+254712345678`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
  ];
  it.each(escaped)('escapes %j', (cell, expected) => expect(inertCell(cell)).toBe(expected));

  const unchanged = ['', 'M-Pesa', 'Wanjirũ Kamau', ' =1+1', "'=already", 'a=b', '2026', 'x\t', '\n=1', '＝1'];
  it.each(unchanged)('leaves %j as it is', (cell) => expect(inertCell(cell)).toBe(cell));

  it('covers exactly the spec’s six triggers', () => {
    expect([...FORMULA_TRIGGERS]).toEqual(['=', '+', '-', '@', '\t', '\r']);
  });
});

describe('spreadsheetCell', () => {
  it('keeps finite numbers as numbers, negatives included', () => {
    expect(spreadsheetCell(11600)).toBe(11600);
    expect(spreadsheetCell(-500)).toBe(-500);
    expect(spreadsheetCell(0)).toBe(0);
  });
  it('makes text inert and writes other values as text', () => {
    expect(spreadsheetCell('=cmd|"/C calc"!A0')).toBe(`'=cmd|"/C calc"!A0`);
    expect(spreadsheetCell(Number.NaN)).toBe('NaN');
    expect(spreadsheetCell(Number.NEGATIVE_INFINITY)).toBe(`'-Infinity`);
    expect(spreadsheetCell(true)).toBe('true');
  });
});
