/**
 * CSV text for the exports built in the app (activity, trades, the Form 8949 lot report): RFC 4180
 * quoting, CRLF line ends, and no cell a spreadsheet would run as a formula.
 */

// A cell starting with one of these is run as a formula by spreadsheets (CSV injection). A minus
// sign followed by a digit is a negative number, which must stay one.
const FORMULA_START = /^(?:[=+@\t\r]|-(?![\d.]))/;

/** One cell: quoted when it holds a comma, quote or line break; formula-like text prefixed with '. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The CSV text of rows, lines ended by CRLF (RFC 4180). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
