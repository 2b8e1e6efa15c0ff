/**
 * A PDF 1.4 of plain text lines in Courier (one of the 14 fonts every reader has, so nothing is
 * embedded; fixed width, so padded columns line up), US Letter pages, with the cross-reference table
 * every reader checks. Characters outside WinAnsi print as `?`.
 */

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 40;
const FONT_SIZE = 8;
const LEADING = 11;
/** The lines that fit between the top and bottom margins. */
export const PDF_LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LEADING);

/** WinAnsi codes of the characters above Latin-1's printable range that a statement may hold. */
const WIN_ANSI_EXTRAS: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** The WinAnsi byte of a character: control characters as spaces, what WinAnsi lacks as `?`. */
function winAnsiByte(character: string): number {
  const extra = WIN_ANSI_EXTRAS[character];
  if (extra !== undefined) return extra;
  const code = character.codePointAt(0) ?? 0x3f;
  if (code < 0x20) return 0x20;
  return code < 0x7f || (code >= 0xa0 && code <= 0xff) ? code : 0x3f;
}

/** A PDF string literal's body: one byte per character (as a binary string), `\`, `(` and `)` escaped. */
function pdfText(line: string): string {
  let body = '';
  for (const character of line) {
    const text = String.fromCharCode(winAnsiByte(character));
    body += text === '\\' || text === '(' || text === ')' ? `\\${text}` : text;
  }
  return body;
}

/** The bytes of a binary string (every character below 256). */
function bytesOf(binary: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The document: `lines` flow onto as many pages as they need (at least one). */
export function textPdf(lines: readonly string[], title: string): Uint8Array<ArrayBuffer> {
  const pages: string[][] = [];
  for (let start = 0; start < lines.length; start += PDF_LINES_PER_PAGE) {
    pages.push(lines.slice(start, start + PDF_LINES_PER_PAGE));
  }
  if (pages.length === 0) pages.push([]);

  // Objects 1–4 are the catalog, the page tree, the font and the document information; then each
  // page and its content stream.
  const pageId = (index: number) => 5 + 2 * index;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${pageId(index)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
    `<< /Title (${pdfText(title)}) /Producer (spend-ui demo backend) >>`,
  ];
  pages.forEach((pageLines, index) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId(index) + 1} 0 R >>`,
    );
    const text = pageLines.map((line) => `(${pdfText(line)}) Tj T*`).join('\n');
    const stream = `BT\n/F1 ${FONT_SIZE} Tf\n${LEADING} TL\n${MARGIN} ${PAGE_HEIGHT - MARGIN - FONT_SIZE} Td\n${text}\nET`;
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });

  // A binary comment after the header tells transfer tools the file is binary (PDF 1.4, 7.5.2).
  let document = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, index) => {
    const offset = document.length;
    document += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = document.length;
  const size = objects.length + 1;
  document += `xref\n0 ${size}\n0000000000 65535 f \n`;
  document += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  document += `trailer\n<< /Size ${size} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return bytesOf(document);
}
