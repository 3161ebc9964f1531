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

/** RFC 4180 cells: quoted cells may hold commas, quotes ("") and line breaks; CRLF or LF line ends. */
export function parseCsv(text: string): { records: string[][]; unclosedAt: number | null } {
  const records: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let quoteStart = 0;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
      continue;
    }
    if (ch === '"' && cell === '') {
      quoted = true;
      quoteStart = records.length;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      records.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (quoted) return { records, unclosedAt: quoteStart };
  if (cell !== '' || row.length) {
    row.push(cell);
    records.push(row);
  }
  return { records, unclosedAt: null };
}

/** An exported cell defused as a formula ("'=x", csv.ts) reads back as it was written. */
export const undefuse = (s: string) => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);
