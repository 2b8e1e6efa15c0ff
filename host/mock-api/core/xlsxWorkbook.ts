import { storedZip } from './storedZip.js';

/**
 * An XLSX workbook of one sheet (SpreadsheetML, ECMA-376): the smallest package Excel, LibreOffice and
 * Numbers open — content types, the package and workbook relationships, the workbook, a style sheet
 * (plain and bold) and the sheet. Text goes in inline strings (no shared-string table); numbers stay
 * numbers, so a spreadsheet sums them.
 */

export type SheetCell = string | number;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIP_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIP_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Text as XML character data: the five special characters escaped, characters XML 1.0 forbids dropped. */
function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

function cellXml(value: SheetCell, reference: string, style: number): string {
  const styled = style ? ` s="${style}"` : '';
  return typeof value === 'number' && Number.isFinite(value)
    ? `<c r="${reference}"${styled}><v>${value}</v></c>`
    : `<c r="${reference}"${styled} t="inlineStr"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
}

function sheetXml(rows: readonly (readonly SheetCell[])[], boldRows: ReadonlySet<number>): string {
  const body = rows
    .map((row, rowIndex) => {
      const cells = row.map((value, column) =>
        cellXml(value, `${columnName(column)}${rowIndex + 1}`, boldRows.has(rowIndex) ? 1 : 0),
      );
      return `<row r="${rowIndex + 1}">${cells.join('')}</row>`;
    })
    .join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>${body}</sheetData></worksheet>`;
}

export interface WorkbookSheet {
  /** The sheet tab's name (at most 31 characters, none of `[]:*?/\`). */
  name: string;
  rows: readonly (readonly SheetCell[])[];
  /** Indexes of the rows shown in bold (headings). */
  boldRows?: readonly number[];
}

/** The workbook's bytes (a zip of its parts), dated `modifiedAt`. */
export function xlsxWorkbook(sheet: WorkbookSheet, modifiedAt: number): Uint8Array<ArrayBuffer> {
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIP_NS}">` +
      `<Relationship Id="rId1" Type="${RELATIONSHIP_NS}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
    'xl/workbook.xml':
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${RELATIONSHIP_NS}">` +
      `<sheets><sheet name="${xmlText(sheet.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets>` +
      '</workbook>',
    'xl/_rels/workbook.xml.rels':
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIP_NS}">` +
      `<Relationship Id="rId1" Type="${RELATIONSHIP_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${RELATIONSHIP_NS}/styles" Target="styles.xml"/>` +
      '</Relationships>',
    'xl/styles.xml':
      `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '</styleSheet>',
    'xl/worksheets/sheet1.xml': sheetXml(sheet.rows, new Set(sheet.boldRows ?? [])),
  };
  const encoder = new TextEncoder();
  return storedZip(
    Object.entries(parts).map(([name, xml]) => ({ name, bytes: encoder.encode(xml) })),
    modifiedAt,
  );
}
