import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeProgress } from '../../../components/ProgressBar/progressValue.js';

const anyNumber = fc.oneof(
  fc.double(),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 0, 100),
);

describe('normalizeProgress', () => {
  it('keeps the filled share within 0…1 for any input', () => {
    fc.assert(
      fc.property(fc.option(anyNumber, { nil: undefined }), anyNumber, anyNumber, (value, min, max) => {
        const { fraction } = normalizeProgress(value, min, max);
        expect(fraction).toBeGreaterThanOrEqual(0);
        expect(fraction).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('caps at 100 % for any value at or above the maximum', () => {
    fc.assert(
      fc.property(fc.double({ min: 100, noNaN: true }), (value) => {
        const progress = normalizeProgress(value, 0, 100);
        expect(progress.fraction).toBe(1);
        expect(progress.value).toBe(100);
      }),
    );
  });

  it('floors at 0 % for any value at or below the minimum', () => {
    fc.assert(
      fc.property(fc.double({ max: 0, noNaN: true }), (value) => {
        const progress = normalizeProgress(value, 0, 100);
        expect(progress.fraction).toBe(0);
        expect(progress.value).toBe(0);
      }),
    );
  });

  it('keeps the value inside the range it reports', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (value, min, max) => {
        const progress = normalizeProgress(value, min, max);
        expect(progress.value).toBeGreaterThanOrEqual(progress.minValue);
        expect(progress.value).toBeLessThanOrEqual(progress.maxValue);
        expect(Number.isNaN(progress.value)).toBe(false);
      }),
    );
  });

  it('grows with the value inside a valid range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.double({ noNaN: true, min: -5000, max: 5000 }),
        fc.double({ noNaN: true, min: -5000, max: 5000 }),
        (min, span, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(normalizeProgress(low, min, min + span).fraction).toBeLessThanOrEqual(
            normalizeProgress(high, min, min + span).fraction,
          );
        },
      ),
    );
  });

  it('maps values inside the range linearly', () => {
    expect(normalizeProgress(25).fraction).toBe(0.25);
    expect(normalizeProgress(750, 0, 1000).fraction).toBe(0.75);
    expect(normalizeProgress(150, 100, 200).fraction).toBe(0.5);
  });

  it('treats a missing or NaN value as empty, and an empty or inverted range as 0 %', () => {
    expect(normalizeProgress(undefined).fraction).toBe(0);
    expect(normalizeProgress(Number.NaN).fraction).toBe(0);
    expect(normalizeProgress(50, 10, 10).fraction).toBe(0);
    expect(normalizeProgress(50, 100, 0).fraction).toBe(0);
  });
});
