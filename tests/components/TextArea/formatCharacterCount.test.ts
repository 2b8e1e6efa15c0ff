import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCharacterCount } from '../../../components/TextArea/TextArea.js';

describe('formatCharacterCount', () => {
  it('names the count and the limit', () => {
    expect(formatCharacterCount(3, 10)).toBe('3 of 10 characters');
    expect(formatCharacterCount(0, undefined)).toBe('0 characters');
  });

  it('always starts with the count', () => {
    fc.assert(
      fc.property(fc.nat(), fc.option(fc.nat(), { nil: undefined }), (count, max) => {
        expect(formatCharacterCount(count, max).startsWith(`${count} `)).toBe(true);
      }),
    );
  });
});
