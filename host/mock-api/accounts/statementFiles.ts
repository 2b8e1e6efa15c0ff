import { PDF_LINES_PER_PAGE, textPdf } from '../core/textPdf.js';
import { XLSX_CONTENT_TYPE, xlsxWorkbook, type SheetCell } from '../core/xlsxWorkbook.js';

// The statement as a file (GET /utility/export-statement, statement.ts); loaded only when one is asked.

/** One line of a statement: an activity item of the account. */
export interface StatementRow {
  /** YYYY-MM-DD, UTC (as the activity grid dates it). */
  day: string;
  type: 'payment' | 'inbound' | 'conversion';
  /** What entered (positive) or left (negative) the account, in its currency. */
  description: string;
  status: string;
  amount: number;
  currency: string;
}

export interface Statement {
  companyName: string;
  currency: string;
  /** The days asked, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Newest first. */
  rows: readonly StatementRow[];
  /** When the file is made (epoch ms). */
  createdAt: number;
}

export const STATEMENT_COLUMNS = ['Created on (UTC)', 'Type', 'Description', 'Status', 'Amount', 'Currency'] as const;
export const NO_STATEMENT_ROWS = 'No activity in this period.';

const cellsOf = (row: StatementRow): SheetCell[] => [
  row.day,
  row.type,
  row.description,
  row.status,
  Math.round(row.amount * 100) / 100,
  row.currency,
];

const statementTitle = (statement: Statement) =>
  `${statement.companyName} - ${statement.currency} statement, ${statement.from} to ${statement.to}`;

/** Column widths of the PDF's fixed-width table; the amount is right-aligned, a long description cut with "...". */
const PDF_WIDTHS = [16, 8, 38, 10, 14, 8] as const;

function pdfRow(cells: readonly string[]): string {
  return cells
    .map((cell, column) => {
      const width = PDF_WIDTHS[column] ?? cell.length;
      const fitted = cell.length > width ? `${cell.slice(0, width - 3)}...` : cell;
      return column === 4 ? fitted.padStart(width) : fitted.padEnd(width);
    })
    .join('  ')
    .trimEnd();
}

function statementPdf(statement: Statement): Uint8Array<ArrayBuffer> {
  const header = pdfRow(STATEMENT_COLUMNS);
  const rule = '-'.repeat(header.length);
  const table = statement.rows.map((row) =>
    pdfRow([row.day, row.type, row.description, row.status, row.amount.toFixed(2), row.currency]),
  );
  const intro = [
    statementTitle(statement),
    `Created ${new Date(statement.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
  ];
  if (table.length === 0) return textPdf([...intro, header, rule, NO_STATEMENT_ROWS], statementTitle(statement));
  // Every page starts with the column heads; the first shares its space with the title lines.
  const lines = [...intro];
  let room = PDF_LINES_PER_PAGE - intro.length - 2;
  for (let start = 0; start < table.length; start += room, room = PDF_LINES_PER_PAGE - 2) {
    lines.push(header, rule, ...table.slice(start, start + room));
  }
  return textPdf(lines, statementTitle(statement));
}

function statementXlsx(statement: Statement): Uint8Array<ArrayBuffer> {
  return xlsxWorkbook(
    {
      name: `${statement.currency} ${statement.from} to ${statement.to}`,
      rows: [[...STATEMENT_COLUMNS], ...statement.rows.map(cellsOf)],
      boldRows: [0],
    },
    statement.createdAt,
  );
}

/** The statement's file and its content type. */
export function statementFile(
  statement: Statement,
  fileType: 'pdf' | 'xlsx',
): { bytes: Uint8Array<ArrayBuffer>; contentType: string } {
  return fileType === 'pdf'
    ? { bytes: statementPdf(statement), contentType: 'application/pdf' }
    : { bytes: statementXlsx(statement), contentType: XLSX_CONTENT_TYPE };
}
