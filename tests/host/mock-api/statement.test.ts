import { crc32 as nodeCrc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_STATEMENT_ROWS,
  STATEMENT_COLUMNS,
  statementFile,
  type Statement,
  type StatementRow,
} from '../../../host/mock-api/accounts/statementFiles.js';
import { crc32 } from '../../../host/mock-api/core/storedZip.js';
import { columnName } from '../../../host/mock-api/core/xlsxWorkbook.js';
import { toApiDate } from '../../../features/format/apiDates.js';
import { activityToday } from '../../../features/accounts/model.js';
import { failure, useDemoBackend } from './harness.js';

// The statement files are read back here without the writers' code: the zip through its end record and
// central directory with Node's own CRC-32, the sheet with the DOM's XML parser, the PDF through its
// trailer and cross-reference table.

const backend = useDemoBackend();
const BOOKKEEPER = 'bookkeeper@northwind.example';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function bookkeeper() {
  const user = backend.store.find('users', (row) => row.email === BOOKKEEPER);
  if (!user) throw new Error(BOOKKEEPER);
  return backend.clientWith(user.auth_token);
}

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

/** A zip's entries by name, each checked against its local header and its CRC-32. */
function readZip(bytes: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, Uint8Array>();
  for (let index = 0; index < count; index += 1) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = latin1(bytes.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    expect(latin1(bytes.subarray(local + 30, local + 30 + nameLength))).toBe(name);
    const dataStart = local + 30 + nameLength + view.getUint16(local + 28, true);
    const data = bytes.subarray(dataStart, dataStart + size);
    expect(method).toBe(0);
    expect(nodeCrc32(data) >>> 0, name).toBe(crc);
    entries.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The sheet's rows as text and numbers, and which cells are bold. */
function readSheet(entries: Map<string, Uint8Array>) {
  const xml = (name: string) => {
    const data = entries.get(name);
    if (!data) throw new Error(`No ${name} in the workbook`);
    const document = new DOMParser().parseFromString(new TextDecoder().decode(data), 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    return document;
  };
  expect(xml('[Content_Types].xml').documentElement.innerHTML).toContain('/xl/worksheets/sheet1.xml');
  expect(xml('_rels/.rels').documentElement.innerHTML).toContain('xl/workbook.xml');
  xml('xl/_rels/workbook.xml.rels');
  xml('xl/styles.xml');
  const sheetName = xml('xl/workbook.xml').getElementsByTagName('sheet')[0]?.getAttribute('name');
  const rows = Array.from(xml('xl/worksheets/sheet1.xml').getElementsByTagName('row'), (row) =>
    Array.from(row.getElementsByTagName('c'), (cell) =>
      cell.getAttribute('t') === 'inlineStr'
        ? (cell.getElementsByTagName('t')[0]?.textContent ?? '')
        : Number(cell.getElementsByTagName('v')[0]?.textContent),
    ),
  );
  return { sheetName, rows };
}

/** The PDF's objects found through `startxref` and the cross-reference table, and the text it shows. */
function readPdf(bytes: Uint8Array) {
  const text = latin1(bytes);
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1]);
  expect(text.slice(xrefAt, xrefAt + 5)).toBe('xref\n');
  const [, first, size] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(xrefAt)) ?? [];
  expect(first).toBe('0');
  const entries = text
    .slice(xrefAt)
    .split('\n')
    .slice(2, 2 + Number(size));
  expect(entries[0]).toBe('0000000000 65535 f ');
  const objects = new Map<number, string>();
  entries.slice(1).forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    const id = index + 1;
    expect(text.slice(offset, offset + `${id} 0 obj\n`.length)).toBe(`${id} 0 obj\n`);
    objects.set(id, text.slice(offset, text.indexOf('\nendobj\n', offset)));
  });
  expect(/trailer\n<< \/Size (\d+) \/Root 1 0 R/.exec(text)?.[1]).toBe(size);
  const pages: string[][] = [];
  for (const body of objects.values()) {
    const stream = /<< \/Length (\d+) >>\nstream\n/.exec(body);
    if (!stream) continue;
    const start = (stream.index ?? 0) + stream[0].length;
    const length = Number(stream[1]);
    expect(body.slice(start + length)).toBe('\nendstream');
    const content = body.slice(start, start + length);
    pages.push(
      Array.from(content.matchAll(/\(((?:[^\\()]|\\.)*)\) Tj/g), (match) => (match[1] ?? '').replace(/\\(.)/g, '$1')),
    );
  }
  const pageCount = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)?.[1]);
  expect(pages).toHaveLength(pageCount);
  return { pages, lines: pages.flat() };
}

describe('statements (GET /utility/export-statement)', () => {
  const today = () => new Date(backend.store.now()).toISOString().slice(0, 10);
  const ask = (fileType: string, from = '2020-01-01', to = today()) =>
    bookkeeper().download(`/utility/export-statement?from=${from}&to=${to}&file_type=${fileType}&currency=USD`);

  it('answers an XLSX workbook of the account activity, newest first, named by Content-Disposition', async () => {
    const file = await ask('xlsx');
    expect(file.blob.type).toBe(XLSX_TYPE);
    expect(file.fileName).toBe(`statement-USD-2020-01-01-${today()}.xlsx`);
    const { sheetName, rows } = readSheet(readZip(new Uint8Array(await file.blob.arrayBuffer())));
    expect(sheetName).toBe(`USD 2020-01-01 to ${today()}`);
    const [header, ...data] = rows;
    expect(header).toEqual([...STATEMENT_COLUMNS]);
    expect(data.length).toBeGreaterThan(3);
    for (const row of data) {
      expect(row[0]).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(['payment', 'inbound', 'conversion']).toContain(row[1]);
      expect(row[3]).not.toBe('error');
      expect(typeof row[4]).toBe('number');
      // Every movement in the account's currency: a payment as what left it, money received as what entered.
      expect(row[5]).toBe('USD');
      if (row[1] === 'payment') expect(Number(row[4])).toBeLessThan(0);
      if (row[1] === 'inbound') expect(Number(row[4])).toBeGreaterThan(0);
    }
    const days = data.map((row) => String(row[0]));
    expect(days).toEqual([...days].sort().reverse());
  });

  it('answers a PDF whose cross-reference table holds and whose lines are the same rows as the workbook', async () => {
    const pdf = await ask('pdf');
    expect(pdf.blob.type).toBe('application/pdf');
    expect(pdf.fileName).toBe(`statement-USD-2020-01-01-${today()}.pdf`);
    const { lines } = readPdf(new Uint8Array(await pdf.blob.arrayBuffer()));
    expect(lines[0]).toBe(`Northwind Supply Co. - USD statement, 2020-01-01 to ${today()}`);

    const { rows } = readSheet(readZip(new Uint8Array(await (await ask('xlsx')).blob.arrayBuffer())));
    const tableLines = lines.filter((line) => /^\d{4}-\d\d-\d\d /.test(line));
    expect(tableLines).toHaveLength(rows.length - 1);
    rows.slice(1).forEach((row, index) => {
      const line = tableLines[index] ?? '';
      expect(line.startsWith(String(row[0]))).toBe(true);
      expect(line).toContain(Number(row[4]).toFixed(2));
    });
  });

  it("takes the evening's payments into today's statement: the statement's day is the activity's (UTC)", async () => {
    // 19:30 on 10 March in Chicago (01:30 on 11 March in UTC); a payment made at 19:00 Chicago time is
    // dated 11 March in the grid, and the statement to today reaches it.
    const now = Date.UTC(2026, 2, 11, 1, 30);
    backend.recreate({ now: () => now });
    const company = backend.store.find('companies', (row) => row.company_name === 'Northwind Supply Co.');
    backend.store.insert('accountActivity', {
      company_id: company?.id ?? 0,
      model_name: 'payment',
      status: 'processing',
      days_ago: 0,
      minute_of_day: 19 * 60,
      account_currency: 'USD',
      amount: 900,
      currency: 'EUR',
      amount_converted: 1000,
      conversion_rate: 0.92,
      fees: 12,
      description: 'Payment to Evening Supplier',
      payment_reference: 'EVENING-1',
      beneficiary_name: 'Evening Supplier',
      beneficiary_email: null,
      short_reference: null,
    });
    const today = toApiDate(activityToday(now));
    expect(today).toBe('2026-03-11');
    const { rows } = readSheet(readZip(new Uint8Array(await (await ask('xlsx', today, today)).blob.arrayBuffer())));
    expect(rows.slice(1)).toContainEqual([
      '2026-03-11',
      'payment',
      'Payment to Evening Supplier',
      'processing',
      -1000,
      'USD',
    ]);
  });

  it('answers a range without activity with the column heads and a sentence; refuses another file type', async () => {
    const { lines } = readPdf(new Uint8Array(await (await ask('pdf', '2020-01-01', '2020-01-02')).blob.arrayBuffer()));
    expect(lines.slice(-1)).toEqual([NO_STATEMENT_ROWS]);
    const { rows } = readSheet(
      readZip(new Uint8Array(await (await ask('xlsx', '2020-01-01', '2020-01-02')).blob.arrayBuffer())),
    );
    expect(rows).toEqual([[...STATEMENT_COLUMNS]]);
    expect((await failure(ask('csv'))).status).toBe(400);
  });
});

describe('the statement writers', () => {
  const row = (index: number): StatementRow => ({
    day: '2026-03-10',
    type: 'payment',
    description: `Payment ${index} to Café “Zürich” (€) & <Co> \\ a description longer than its column`,
    status: 'completed',
    amount: 1000 + index / 4,
    currency: 'USD',
  });
  const statement = (rows: number): Statement => ({
    companyName: 'Northwind Supply Co.',
    currency: 'USD',
    from: '2026-03-01',
    to: '2026-03-10',
    rows: Array.from({ length: rows }, (_, index) => row(index)),
    createdAt: Date.UTC(2026, 2, 10, 15),
  });

  it('flows a long statement onto pages that each start with the column heads, characters in WinAnsi', () => {
    const { pages, lines } = readPdf(statementFile(statement(150), 'pdf').bytes);
    expect(pages.length).toBe(3);
    for (const page of pages) expect(page.some((line) => line.startsWith('Created on (UTC)'))).toBe(true);
    const tableLines = lines.filter((line) => line.startsWith('2026-03-10'));
    expect(tableLines).toHaveLength(150);
    expect(tableLines[0]).toContain('1000.00');
    expect(tableLines[149]).toContain('1037.25');
    // é is Latin-1; “ ” and € are WinAnsi's 0x93, 0x94 and 0x80; a cut description ends in "...".
    expect(tableLines[0]).toContain('Payment 0 to Caf\xe9 \x93Z\xfcrich\x94 (\x80) & <C...');
  });

  it('keeps the sheet text as written (XML escaped and read back) and the amounts as numbers', () => {
    const { rows } = readSheet(readZip(statementFile(statement(2), 'xlsx').bytes));
    expect(rows[1]).toEqual(['2026-03-10', 'payment', row(0).description, 'completed', 1000, 'USD']);
    expect(rows[2]?.[4]).toBe(1000.25);
  });

  it('computes CRC-32 as zlib does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(crc32(bytes)).toBe(nodeCrc32(bytes) >>> 0);
      }),
    );
  });

  it('names spreadsheet columns A…Z, AA…', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
  });
});
