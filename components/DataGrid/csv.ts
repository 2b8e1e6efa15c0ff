import { headerText, valueAt, type Column } from './column.js';

/**
 * Text a spreadsheet would read as a formula: starting with `=`, `+`, `-`, `@`, tab or carriage
 * return. (Text starting with an apostrophe never is: so defusing twice — a careful server, then the
 * client that saves its export — adds one apostrophe, not two.)
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number (`-12.50`, `+3`): a spreadsheet reads it as that number, not as a formula. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * The one rule for text a spreadsheet will open: text it would run as a formula (starting with `=`,
 * `+`, `-`, `@`, tab or carriage return, unless it is a plain number such as `-12.50`) gets a leading
 * `'`, so it shows as text; any other text is returned unchanged.
 */
export function spreadsheetSafeText(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * One CSV field: text is made spreadsheet-safe (`spreadsheetSafeText`); fields with commas, quotes or
 * line breaks are quoted with inner quotes doubled (RFC 4180). Numbers are written as they are, so
 * `-12.5` stays a number.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString();
  else text = spreadsheetSafeText(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Where the field that starts at `from` ends: the next comma or line break, or the end. */
function fieldEnd(csv: string, from: number): number {
  const match = /[,\r\n]/.exec(csv.slice(from));
  return match ? from + match.index : csv.length;
}

/**
 * CSV text from elsewhere (a server's export) made spreadsheet-safe: every field whose text a
 * spreadsheet would run as a formula is written again with `csvField`; every other byte — other
 * fields, their quoting, line ends, a byte-order mark — is kept as it was.
 */
export function spreadsheetSafeCsv(csv: string): string {
  const bom = csv.startsWith('\uFEFF') ? '\uFEFF' : '';
  let safe = bom;
  let start = bom.length;
  for (;;) {
    let text = '';
    let end: number;
    if (csv[start] === '"') {
      let cursor = start + 1;
      for (;;) {
        const quote = csv.indexOf('"', cursor);
        if (quote === -1) {
          text += csv.slice(cursor);
          cursor = csv.length;
          break;
        }
        text += csv.slice(cursor, quote);
        cursor = quote + 1;
        if (csv[cursor] !== '"') break;
        text += '"';
        cursor += 1;
      }
      end = fieldEnd(csv, cursor);
      text += csv.slice(cursor, end);
    } else {
      end = fieldEnd(csv, start);
      text = csv.slice(start, end);
    }
    safe += spreadsheetSafeText(text) === text ? csv.slice(start, end) : csvField(text);
    if (end >= csv.length) return safe;
    const separator = csv.startsWith('\r\n', end) ? '\r\n' : csv.charAt(end);
    safe += separator;
    start = end + separator.length;
  }
}

/**
 * The rows as CSV text (RFC 4180, `\r\n` line ends): a header line with each column's header text
 * (its key when the header has no text), then one line per row with `column.csvValue(row)` or
 * `row[column.key]`. Safe to open in a spreadsheet: formula-like text is defused (see `spreadsheetSafeText`).
 */
export function toCsv<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const header = columns.map((column) => csvField(headerText(column.header) || column.key)).join(',');
  const lines = rows.map((row) =>
    columns.map((column) => csvField(column.csvValue ? column.csvValue(row) : valueAt(row, column.key))).join(','),
  );
  return [header, ...lines].join('\r\n');
}

/**
 * Saves CSV text as a file in the browser (UTF-8 with a byte-order mark, so spreadsheets read
 * accents correctly). Call it from a user action such as a button press.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const name = fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`;
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
