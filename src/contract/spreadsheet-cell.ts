// The one guarded door for text that leaves the portal as a spreadsheet cell (CSV export): a cell that starts with
// = + - @, a tab or a carriage return would be read by Excel, LibreOffice or Sheets as a formula (OWASP "CSV
// injection"), so such a cell gets a leading apostrophe and is shown as the text it is. Numbers are not text and
// pass unchanged (a negative amount stays a number). Pure: papaparse quotes the result afterwards.

/** The first characters a spreadsheet reads as the start of a formula. */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** The text of one cell, made inert: `=HYPERLINK("http://x")` becomes `'=HYPERLINK("http://x")`. */
export function inertCell(value: string): string {
  return value !== '' && (FORMULA_TRIGGERS as readonly string[]).includes(value[0]!) ? `'${value}` : value;
}

/** A cell of a row: text is made inert, a finite number stays a number (NaN and Infinity become text). */
export function spreadsheetCell(value: string | number | boolean): string | number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return inertCell(String(value));
}
