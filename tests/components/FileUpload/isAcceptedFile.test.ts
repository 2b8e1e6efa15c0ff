import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAcceptedFile } from '../../../components/FileUpload/acceptFile.js';

describe('isAcceptedFile', () => {
  it('matches MIME types, wildcards and extensions, ignoring case', () => {
    const accept = ['application/pdf', 'image/*', '.CSV'];
    expect(isAcceptedFile({ name: 'invoice.pdf', type: 'application/pdf' }, accept)).toBe(true);
    expect(isAcceptedFile({ name: 'photo.HEIC', type: 'image/heic' }, accept)).toBe(true);
    expect(isAcceptedFile({ name: 'export.csv', type: '' }, accept)).toBe(true);
    expect(isAcceptedFile({ name: 'notes.txt', type: 'text/plain' }, accept)).toBe(false);
    expect(isAcceptedFile({ name: 'archive.pdf.exe', type: 'application/x-msdownload' }, accept)).toBe(false);
    expect(isAcceptedFile({ name: '.csv', type: '' }, accept)).toBe(false);
  });
  it('accepts anything with an empty list', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, type) => {
        expect(isAcceptedFile({ name, type }, [])).toBe(true);
      }),
    );
  });
  it('accepts a file whose exact type or extension is listed', () => {
    const ext = fc.stringMatching(/^[a-z0-9]{1,6}$/);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_-]{1,12}$/), ext, (base, extension) => {
        expect(isAcceptedFile({ name: `${base}.${extension}`, type: '' }, [`.${extension.toUpperCase()}`])).toBe(true);
        expect(isAcceptedFile({ name: `${base}.${extension}x`, type: '' }, [`.${extension}`])).toBe(false);
      }),
    );
  });
  it('never accepts a type outside a wildcard family', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('application', 'text', 'video', 'audio'),
        fc.stringMatching(/^[a-z]{1,8}$/),
        (family, sub) => {
          expect(isAcceptedFile({ name: 'file', type: `${family}/${sub}` }, ['image/*'])).toBe(false);
        },
      ),
    );
  });
});
