import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBadgeCount } from '../../../components/Badge/badgeCount.js';

describe('formatBadgeCount', () => {
  it('spells out whole counts up to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (n) => {
        expect(formatBadgeCount(n)).toBe(String(n));
      }),
    );
  });

  it('shows "max+" above the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (max, over) => {
        expect(formatBadgeCount(max + over, max)).toBe(`${max}+`);
      }),
    );
    expect(formatBadgeCount(Infinity)).toBe('99+');
  });

  it('shows 0 for nothing, negative or NaN counts', () => {
    fc.assert(
      fc.property(fc.double({ max: 0 }), (n) => {
        expect(formatBadgeCount(n)).toBe('0');
      }),
    );
  });

  it('always shows a whole number from 0 to max, with + when capped', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 999 }), (count, max) => {
        const text = formatBadgeCount(count, max);
        expect(text).toMatch(/^\d+\+?$/);
        const shown = Number.parseInt(text, 10);
        expect(shown).toBeLessThanOrEqual(max);
      }),
    );
  });
});
