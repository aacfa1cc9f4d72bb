/**
 * The one CSV writer (contact.csv, subscriptions.csv): RFC 4180 cells, safe to open in a
 * spreadsheet (OWASP "CSV Injection").
 */

/** A spreadsheet runs a cell starting with one of these as a formula (TAB and CR before one too). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell holding one of these is quoted: `;` too, the separator of many locales' spreadsheets. */
const NEEDS_QUOTES = /[",;\r\n]/;

/** One cell: a formula gets a leading ' so it shows as text; quoted when it holds , ; " CR LF or edge spaces. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row, without its line end (CRLF between rows, as RFC 4180). */
export const csvRow = (cells: readonly string[]) => cells.map(csvCell).join(',');
