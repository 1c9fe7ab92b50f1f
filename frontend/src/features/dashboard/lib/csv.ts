/** One cell of a CSV file: text, a number, or nothing. */
export type CsvCell = string | number | null;

/**
 * Text a spreadsheet would run as a formula (CSV injection): `=`, `+`, `-`, `@`, and the tab
 * and carriage return that some spreadsheets skip before them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  // A number is written as it is: -3 is a value, not a formula.
  let text = typeof cell === 'number' ? String(cell) : cell;
  if (typeof cell === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file (RFC 4180: commas, CRLF, quoted where needed) that spreadsheets open as UTF-8: it
 * starts with a byte order mark, without which Excel reads "Prüfung" as "PrÃ¼fung".
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
