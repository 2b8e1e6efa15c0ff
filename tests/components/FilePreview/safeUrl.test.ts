// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeUrl } from 'spend-ui';

const uses = fc.constantFrom('link' as const, 'image' as const);

/** Inserts characters a browser ignores or folds (tab, new line, case) into a scheme. */
const disguisedScheme = (scheme: string) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(' ', '\u0000', '\u001f'), { maxLength: 3 }),
      fc.array(fc.tuple(fc.boolean(), fc.constantFrom('', '\t', '\n', '\r')), {
        minLength: scheme.length,
        maxLength: scheme.length,
      }),
    )
    .map(
      ([lead, letters]) =>
        lead.join('') +
        [...scheme]
          .map((letter, index) => {
            const [upper, gap] = letters[index] ?? [false, ''];
            return (upper ? letter.toUpperCase() : letter) + gap;
          })
          .join(''),
    );

describe('safeUrl', () => {
  it(
    'passes https and blob addresses, in the form a browser loads',
    () => {
      fc.assert(
        fc.property(
          // Query and fragment generation is slow in fast-check; paths carry the odd characters.
          fc.webUrl({ validSchemes: ['https'] }),
          uses,
          (url, use) => {
            expect(safeUrl(url, use)).toBe(new URL(url).href);
          },
        ),
      );
      expect(safeUrl('blob:https://app.example/7d1c2f0e-1f7a-4c55-9a63-2b1c9d1e0f00')).toBe(
        'blob:https://app.example/7d1c2f0e-1f7a-4c55-9a63-2b1c9d1e0f00',
      );
      expect(safeUrl('  HTTPS://Files.Example/a b.pdf ')).toBe('https://files.example/a%20b.pdf');
      expect(safeUrl('https://files.example/r.png?sig=a%2Fb&x=1#page=2', 'image')).toBe(
        'https://files.example/r.png?sig=a%2Fb&x=1#page=2',
      );
    },
    // fast-check builds its web-URL arbitrary slowly the first time (seconds on a busy machine).
    20_000,
  );

  it('refuses plain http', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http'] }), uses, (url, use) => {
        expect(safeUrl(url, use)).toBeNull();
      }),
    );
  });

  it('passes plain http on the machine itself only (localhost, 127.x.x.x, [::1]): a local server', () => {
    for (const use of ['link', 'image'] as const) {
      expect(safeUrl('http://127.0.0.1:8787/files/abc', use)).toBe('http://127.0.0.1:8787/files/abc');
      expect(safeUrl('http://LOCALHOST:5173/r.pdf', use)).toBe('http://localhost:5173/r.pdf');
      expect(safeUrl('http://[::1]/r.png', use)).toBe('http://[::1]/r.png');
      expect(safeUrl('http://127.1/r.png', use)).toBe('http://127.0.0.1/r.png');
      for (const lookalike of [
        'http://localhost.example/r.png',
        'http://127.0.0.1.example/r.png',
        'http://128.0.0.1/r.png',
        'http://10.0.0.1/r.png',
        'http://[::2]/r.png',
        'http://user@evil.example/?127.0.0.1',
      ]) {
        expect(safeUrl(lookalike, use)).toBeNull();
      }
    }
  });

  it('refuses script and other schemes however they are disguised', () => {
    const scheme = fc.constantFrom('javascript', 'vbscript', 'file', 'ftp', 'data', 'mailto', 'http');
    fc.assert(
      fc.property(
        scheme.chain((name) => disguisedScheme(name)),
        fc.string(),
        (prefix, rest) => {
          expect(safeUrl(`${prefix}:${rest}`, 'link')).toBeNull();
        },
      ),
    );
    expect(safeUrl('java\tscript:alert(1)')).toBeNull();
    expect(safeUrl('\u0000javascript:alert(1)', 'image')).toBeNull();
  });

  it('refuses relative addresses', () => {
    fc.assert(
      fc.property(fc.webPath(), uses, (path, use) => {
        expect(safeUrl(path, use)).toBeNull();
      }),
    );
    expect(safeUrl('//evil.example/x.png', 'image')).toBeNull();
    expect(safeUrl('receipt.png', 'image')).toBeNull();
    expect(safeUrl('')).toBeNull();
  });

  it('passes data URLs only as images, and only of an image type', () => {
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', 'image')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeUrl('data:image/svg+xml;utf8,%3Csvg%3E', 'image')).toBe('data:image/svg+xml;utf8,%3Csvg%3E');
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', 'link')).toBeNull();
    expect(safeUrl('data:text/html,<script>alert(1)</script>', 'image')).toBeNull();
    expect(safeUrl('data:application/pdf;base64,JVBERi0=', 'image')).toBeNull();
  });

  it('whatever it is given, answers nothing or an https, blob, loopback http or (images) data:image address', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((text) => `data:${text}`),
        ),
        uses,
        (address, use) => {
          const result = safeUrl(address, use);
          if (result === null) return;
          expect(
            result.startsWith('https:') ||
              result.startsWith('blob:') ||
              /^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])[:/]/.test(result) ||
              (use === 'image' && result.startsWith('data:image/')),
          ).toBe(true);
        },
      ),
    );
  });
});
