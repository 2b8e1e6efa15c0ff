import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptedFile } from '../../../components/FileUpload/acceptFile.js';
import {
  FILE_FORMATS,
  fileFormatOf,
  formatsAccepted,
  type FileFormat,
} from '../../../components/FileUpload/fileFormat.js';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

/** The first bytes of a file of each format (random bytes fill the WebP size field). */
const SIGNATURES: Array<[Exclude<FileFormat, 'svg'>, Uint8Array]> = [
  ['pdf', bytes('%PDF-')],
  ['png', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a])],
  ['jpeg', bytes([0xff, 0xd8, 0xff])],
  ['gif', bytes('GIF87a')],
  ['gif', bytes('GIF89a')],
  ['webp', bytes('RIFF', [0x24, 0x10, 0, 0], 'WEBP')],
];

const tail = fc.uint8Array({ maxLength: 600 });
const join = (head: Uint8Array, rest: Uint8Array) => new Uint8Array([...head, ...rest]);

/** Any text a browser would render as a page: markup, with script somewhere. */
const htmlPage = fc
  .tuple(
    fc.constantFrom('', ' ', '\n', '\uFEFF', '<!DOCTYPE html>', '<!-- note -->', '<?xml version="1.0"?>'),
    fc.constantFrom('<html>', '<HTML>', '<body>', '<script>', '<iframe ', '<img ', '<div>', '<a href="x">'),
    fc.string({ maxLength: 200 }),
  )
  .map(([prolog, tag, rest]) => `${prolog}${tag}${rest}<script>alert(document.cookie)</script>`);

describe('fileFormatOf', () => {
  it('knows each format by its signature, whatever follows', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIGNATURES), tail, ([format, signature], rest) => {
        expect(fileFormatOf(join(signature, rest))).toBe(format);
      }),
    );
  });

  it('finds no format in any HTML page, so no page passes as a PDF or an image', () => {
    fc.assert(
      fc.property(htmlPage, (page) => {
        expect(fileFormatOf(new TextEncoder().encode(page))).toBeNull();
      }),
    );
  });

  it('finds no format in bytes that start like none of them', () => {
    const starts = new Set([0x25, 0x89, 0xff, 0x47, 0x52, 0x3c, 0xef, 0x20, 0x09, 0x0a, 0x0d, 0x0c]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }).filter((first) => !starts.has(first)),
        tail,
        (first, rest) => {
          expect(fileFormatOf(join(new Uint8Array([first]), rest))).toBeNull();
        },
      ),
    );
  });

  it('needs the whole signature', () => {
    for (const [, signature] of SIGNATURES) {
      for (let length = 0; length < signature.length; length += 1) {
        expect(fileFormatOf(signature.subarray(0, length))).toBeNull();
      }
    }
    expect(fileFormatOf(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(fileFormatOf(bytes(' %PDF-1.4'))).toBeNull();
  });

  it('knows an SVG by its first element, after any prolog, comment or doctype', () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(fileFormatOf(encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(
      fileFormatOf(
        encode('\uFEFF<?xml version="1.0"?>\n<!-- drawn -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN">\n<svg>'),
      ),
    ).toBe('svg');
    expect(fileFormatOf(encode('<svgx>'))).toBeNull();
    expect(fileFormatOf(encode('<html><svg></svg></html>'))).toBeNull();
  });
});

describe('acceptedFile', () => {
  const PDF_AND_IMAGES = ['.pdf', 'application/pdf', '.jpg', 'image/jpeg', '.jpeg', '.png', 'image/png'];
  const anyName = fc.oneof(fc.constantFrom('receipt.pdf', 'scan.png', 'photo.JPG', 'cheque'), fc.string());
  const anyType = fc.constantFrom('', 'text/html', 'application/pdf', 'image/png', 'image/svg+xml', 'text/plain');

  it('refuses an HTML page whatever it is called and whatever type it declares', async () => {
    await fc.assert(
      fc.asyncProperty(htmlPage, anyName, anyType, async (page, name, type) => {
        expect(await acceptedFile(new File([page], name, { type }), PDF_AND_IMAGES)).toBeNull();
      }),
    );
  });

  it('takes a listed format by its bytes and types it as that format, whatever its name and declared type', async () => {
    const listed = SIGNATURES.filter(([format]) => formatsAccepted(PDF_AND_IMAGES).has(format));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...listed),
        tail,
        anyName,
        anyType,
        async ([format, signature], rest, name, type) => {
          const taken = await acceptedFile(new File([join(signature, rest)], name, { type }), PDF_AND_IMAGES);
          expect(taken?.type).toBe(FILE_FORMATS[format].mimeType);
          expect(taken?.name).toBe(name);
        },
      ),
    );
  });

  it('refuses a format the list does not name: a GIF, a WebP or an SVG where PDF and JPEG/PNG are asked', async () => {
    for (const content of [bytes('GIF89a'), bytes('RIFF', [0, 0, 0, 0], 'WEBP'), bytes('<svg></svg>')]) {
      expect(await acceptedFile(new File([content], 'receipt.png', { type: 'image/png' }), PDF_AND_IMAGES)).toBeNull();
    }
    expect(await acceptedFile(new File([bytes('GIF89a')], 'a.gif'), ['image/*'])).not.toBeNull();
  });

  it('takes a type it cannot recognise only by a list entry that names no recognised format', async () => {
    const csv = new File(['name,amount\n'], 'export.csv', { type: 'text/csv' });
    expect(await acceptedFile(csv, ['.csv'])).toBe(csv);
    expect(await acceptedFile(csv, ['.pdf', '.csv'])).toBe(csv);
    expect(await acceptedFile(csv, ['.pdf', 'image/*'])).toBeNull();
    expect(await acceptedFile(csv, [])).toBe(csv);
  });
});
