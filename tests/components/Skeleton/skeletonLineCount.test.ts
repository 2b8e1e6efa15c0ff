import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { skeletonLineCount } from '../../../components/Skeleton/Skeleton.js';

describe('skeletonLineCount', () => {
  it('draws one line by default', () => {
    expect(skeletonLineCount(undefined)).toBe(1);
  });

  it('keeps whole counts from 1 to 50', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (n) => {
        expect(skeletonLineCount(n)).toBe(n);
      }),
    );
  });

  it('always returns a whole number from 1 to 50, whatever it is given', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        const count = skeletonLineCount(n);
        expect(Number.isInteger(count)).toBe(true);
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(50);
      }),
    );
  });
});
