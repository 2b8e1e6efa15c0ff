import { describe, expect, it, vi, afterEach } from 'vitest';
import fc from 'fast-check';
import { createElement } from 'react';
import { downloadCsv, toCsv, type Column } from 'spend-ui';
import { csvField, spreadsheetSafeCsv } from '../../../components/DataGrid/csv.js';

/** A strict RFC 4180 reader used to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        if (i < text.length && text[i] !== ',' && text[i] !== '\r') throw new Error(`text after closing quote at ${i}`);
        continue;
      }
      field += char;
      i += 1;
      continue;
    }
    if (char === '"') {
      if (field !== '') throw new Error(`quote inside unquoted field at ${i}`);
      quoted = true;
      i += 1;
    } else if (char === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else if (char === '\n' || char === '\r') {
      throw new Error(`bare line break in unquoted field at ${i}`);
    } else {
      field += char;
      i += 1;
    }
  }
  if (quoted) throw new Error('unterminated quote');
  row.push(field);
  rows.push(row);
  return rows;
}

/** What a spreadsheet would run as a formula (a plain number such as -12.50 is read as a number). */
const isFormulaLike = (text: string) => /^[=+\-@\t\r]/.test(text) && !/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text);
/** The cell an export writes for a text: the text, after an apostrophe when it would start a formula. */
const exported = (text: string) => (isFormulaLike(text) ? `'${text}` : text);

type Row = { id: number; name: string; note: string };
const columns: Column<Row>[] = [
  { key: 'id', header: 'ID' },
  { key: 'name', header: 'Name' },
  { key: 'note', header: createElement('span', null, 'Note, ', createElement('em', null, '"quoted"')) },
];

const tricky = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom(',', '"', "'", '\n', '\r', '=', '+', '-', '@', '\t', 'a', ' ', 'é') }),
);

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Acme')).toBe('Acme');
    expect(csvField(42)).toBe('42');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('leaves plain numbers written as text alone: a spreadsheet reads them as numbers', () => {
    for (const number of ['-12.50', '+3', '-0.5', '-.5', '12']) expect(csvField(number)).toBe(number);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+1+cmd')).toBe("'+1+cmd");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('@cmd')).toBe("'@cmd");
    // A leading apostrophe is never a formula: defused text stays as it is (defusing twice changes nothing).
    expect(csvField("'=already")).toBe("'=already");
    expect(csvField("it's")).toBe("it's");
    expect(csvField('=HYPERLINK("http://x","a,b")')).toBe('"\'=HYPERLINK(""http://x"",""a,b"")"');
  });

  it('round-trips any text through an RFC 4180 reader, never leaving a formula', () => {
    fc.assert(
      fc.property(tricky, (text) => {
        const field = csvField(text);
        const [[read, ...rest] = []] = parseCsv(field);
        expect(rest).toEqual([]);
        expect(isFormulaLike(read ?? '')).toBe(false);
        expect(read).toBe(exported(text));
      }),
    );
  });
});

/** A CSV as a server might write it, with no care for formulas: RFC 4180 quoting only. */
const naiveCsv = (rows: string[][]) =>
  rows
    .map((row) => row.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(','))
    .join('\r\n');

describe('spreadsheetSafeCsv', () => {
  const rows = fc.array(fc.array(tricky, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 });

  it('leaves no cell that starts a formula, and changes no other cell', () => {
    fc.assert(
      fc.property(rows, (written) => {
        const parsed = parseCsv(spreadsheetSafeCsv(naiveCsv(written)));
        expect(parsed).toHaveLength(written.length);
        parsed.forEach((line, index) => {
          expect(line.some(isFormulaLike)).toBe(false);
          expect(line).toEqual(written[index]?.map(exported));
        });
      }),
    );
  });

  it('keeps a CSV without formulas byte for byte, line ends, quoting and byte-order mark included', () => {
    const benign = fc.string().filter((cell) => !isFormulaLike(cell));
    fc.assert(
      fc.property(fc.array(fc.array(benign, { minLength: 1, maxLength: 5 }), { minLength: 1 }), (written) => {
        const csv = naiveCsv(written);
        expect(spreadsheetSafeCsv(csv)).toBe(csv);
      }),
    );
    const server = '\uFEFFId,Amount,Memo\n1,-12.50,"Lunch, team"\n2,3.00,"=HYPERLINK(""http://x"",""a"")"\n';
    expect(spreadsheetSafeCsv(server)).toBe(
      '\uFEFFId,Amount,Memo\n1,-12.50,"Lunch, team"\n2,3.00,"\'=HYPERLINK(""http://x"",""a"")"\n',
    );
  });

  it('is idempotent, so a client may defuse what a careful server defused already', () => {
    fc.assert(
      fc.property(rows, (written) => {
        const once = spreadsheetSafeCsv(naiveCsv(written));
        expect(spreadsheetSafeCsv(once)).toBe(once);
      }),
    );
  });
});

describe('toCsv', () => {
  it('writes a header line and one line per row with CRLF line ends', () => {
    const csv = toCsv(columns, [
      { id: 1, name: 'Acme, Inc.', note: '=1+1' },
      { id: 2, name: 'Globex', note: 'multi\nline' },
    ]);
    expect(csv).toBe(['ID,Name,"Note, ""quoted"""', '1,"Acme, Inc.",\'=1+1', '2,Globex,"multi\nline"'].join('\r\n'));
  });

  it('uses csvValue and falls back to the key for headers without text', () => {
    const csv = toCsv<Row>(
      [
        { key: 'id', header: createElement('svg') },
        { key: 'name', header: 'Upper', csvValue: (row) => row.name.toUpperCase() },
      ],
      [{ id: 7, name: 'x', note: '' }],
    );
    expect(csv).toBe('id,Upper\r\n7,X');
  });

  it('keeps every row and cell through a reader, whatever the text', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.integer(), name: tricky, note: tricky }), { maxLength: 20 }), (rows) => {
        const parsed = parseCsv(toCsv(columns, rows));
        expect(parsed).toHaveLength(rows.length + 1);
        expect(parsed[0]).toEqual(['ID', 'Name', 'Note, "quoted"']);
        rows.forEach((row, i) => {
          const line = parsed[i + 1] ?? [];
          expect(line).toHaveLength(3);
          expect(line).toEqual([String(row.id), exported(row.name), exported(row.note)]);
          expect(line.some((field) => isFormulaLike(field) && field !== String(row.id))).toBe(false);
        });
      }),
    );
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves a UTF-8 file with a byte-order mark under the given name', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('transactions.csv');
      expect(this.getAttribute('href')).toBe('blob:csv');
    });
    downloadCsv('transactions', 'a,b\r\n1,2');
    expect(click).toHaveBeenCalledOnce();
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('a,b\r\n1,2');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
