import { headerText, valueAt, type Column } from './column.js';

/**
 * Text a spreadsheet would read as a formula: starting with `=`, `+`, `-`, `@`, tab or carriage
 * return. Text already starting with apostrophes before such a character is defused too, so the
 * added apostrophe is always the only one to remove and the original text can be recovered.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field: text that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`,
 * tab or carriage return) gets a leading `'`, so it shows as text; fields with commas, quotes or
 * line breaks are quoted with inner quotes doubled (RFC 4180). Numbers are written as they are, so
 * `-12.5` stays a number.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString();
  else {
    text = String(value);
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The rows as CSV text (RFC 4180, `\r\n` line ends): a header line with each column's header text
 * (its key when the header has no text), then one line per row with `column.csvValue(row)` or
 * `row[column.key]`. Safe to open in a spreadsheet: formula-like text is defused (see `csvField`).
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
