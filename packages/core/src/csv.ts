// CSV for spreadsheets: RFC 4180 quoting, and cells a spreadsheet would run as a formula are defused.

/** A cell starting with one of these is a formula to Excel, Sheets and LibreOffice (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula starts get a leading apostrophe; quotes, commas and line breaks are quoted. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  // numbers are data, not formulas: a negative amount stays a number
  if (typeof value !== 'number' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** Rows to CSV text with CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
