/**
 * What a file is, read from its first bytes — never from its name or declared type, which whoever
 * hands over the file chooses (a script or a drag from another page can call an HTML page
 * `receipt.pdf`). Uploads take only the formats their field lists; previews show a PDF or an image
 * as one only when its bytes say so, re-typed to that format.
 */

/** The formats recognised by their signature. */
export type FileFormat = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

export interface FileFormatDescription {
  /** The MIME type a file of this format is given (whatever type it arrived with). */
  mimeType: string;
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  /** Shown by a preview as an image (`<img>`, where no script runs) or as a PDF. */
  preview: 'image' | 'pdf';
}

export const FILE_FORMATS: Readonly<Record<FileFormat, FileFormatDescription>> = {
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'], preview: 'pdf' },
  png: { mimeType: 'image/png', extensions: ['png'], preview: 'image' },
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'], preview: 'image' },
  gif: { mimeType: 'image/gif', extensions: ['gif'], preview: 'image' },
  webp: { mimeType: 'image/webp', extensions: ['webp'], preview: 'image' },
  // Text, so recognised by its first element. Shown only through `<img>`; an upload takes it only where
  // a field lists it (none of the product's do: opened as a page, an SVG could run script).
  svg: { mimeType: 'image/svg+xml', extensions: ['svg'], preview: 'image' },
};

/** How many leading bytes `fileFormatOf` looks at (an SVG's XML prolog and comments may come first). */
export const FORMAT_SIGNATURE_BYTES = 512;

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

/** Byte signatures at offset 0; `null` matches any byte. */
const SIGNATURES: ReadonlyArray<{ format: FileFormat; bytes: ReadonlyArray<number | null> }> = [
  { format: 'pdf', bytes: ascii('%PDF-') },
  { format: 'png', bytes: [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a] },
  { format: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { format: 'gif', bytes: ascii('GIF87a') },
  { format: 'gif', bytes: ascii('GIF89a') },
  { format: 'webp', bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] },
];

/** An SVG document: an optional byte-order mark, XML declaration, comments and doctype, then `<svg`. */
const SVG_START =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>/]/i;

/** The format the first bytes of a file (`FORMAT_SIGNATURE_BYTES` or more) show, or null for any other. */
export function fileFormatOf(head: Uint8Array): FileFormat | null {
  for (const { format, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((byte, index) => byte === null || head[index] === byte)) {
      return format;
    }
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, FORMAT_SIGNATURE_BYTES));
  return SVG_START.test(text) ? 'svg' : null;
}

/** Reads a file's (or blob's) first bytes and says what format it is, or null. */
export async function readFileFormat(file: Blob): Promise<FileFormat | null> {
  const head = await file.slice(0, FORMAT_SIGNATURE_BYTES).arrayBuffer();
  return fileFormatOf(new Uint8Array(head));
}

/**
 * The formats an `accept` list (as the HTML attribute writes it) names: by MIME type, by a wildcard
 * (`image/*`) or by extension (`.pdf`), in any letter case.
 */
export function formatsAccepted(accept: readonly string[]): Set<FileFormat> {
  const entries = accept.map((entry) => entry.trim().toLowerCase());
  const formats = Object.entries(FILE_FORMATS) as Array<[FileFormat, FileFormatDescription]>;
  return new Set(
    formats
      .filter(([, { mimeType, extensions }]) =>
        entries.some(
          (entry) =>
            entry === mimeType ||
            (entry.endsWith('/*') && mimeType.startsWith(entry.slice(0, -1))) ||
            extensions.some((extension) => entry === `.${extension}`),
        ),
      )
      .map(([format]) => format),
  );
}

/** The file with the MIME type of the format its bytes showed (same name, same bytes). */
export function withFormatType(file: File, format: FileFormat): File {
  return new File([file], file.name, { type: FILE_FORMATS[format].mimeType, lastModified: file.lastModified });
}
