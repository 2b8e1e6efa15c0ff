import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../components/CopyButton/useCopyButton.js';

describe('copyText', () => {
  it('writes exactly the given value, whatever it is', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (value) => {
        const writeText = vi.fn(async (_text: string) => {});
        await copyText(value, { writeText });
        expect(writeText).toHaveBeenCalledExactlyOnceWith(value);
      }),
    );
  });

  it('rejects when the Clipboard API is missing', async () => {
    await expect(copyText('x', undefined)).rejects.toThrow('The Clipboard API is not available');
  });

  it('passes on the refusal of the browser', async () => {
    const refusal = new Error('NotAllowedError');
    await expect(copyText('x', { writeText: () => Promise.reject(refusal) })).rejects.toBe(refusal);
  });
});
