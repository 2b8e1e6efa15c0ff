import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalendarDate } from '@internationalized/date';
import { isImpossibleTypedDate } from '../../../components/DateField/typedDate.js';

describe('isImpossibleTypedDate', () => {
  it('flags a day its month does not have, once every segment is typed', () => {
    expect(isImpossibleTypedDate({ month: 11, day: 31, year: 2026 })).toBe(true);
    expect(isImpossibleTypedDate({ month: 2, day: 29, year: 2026 })).toBe(true);
    expect(isImpossibleTypedDate({ month: 2, day: 29, year: 2028 })).toBe(false);
    expect(isImpossibleTypedDate({ month: 11, day: 31, year: null })).toBe(false);
    expect(isImpossibleTypedDate({ month: null, day: 31, year: 2026 })).toBe(false);
  });

  it('is true exactly when @internationalized/date would move the typed day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 9999 }),
        (month, day, year) =>
          isImpossibleTypedDate({ month, day, year }) === (new CalendarDate(year, month, day).day !== day),
      ),
    );
  });
});
