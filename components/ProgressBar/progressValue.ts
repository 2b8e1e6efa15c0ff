/** A progress value brought inside its range, with the filled share of the bar. */
export interface NormalizedProgress {
  /** The value clamped to `[minValue, maxValue]` (a missing or NaN value counts as `minValue`). */
  value: number;
  minValue: number;
  maxValue: number;
  /** Filled share of the bar, always within 0…1. */
  fraction: number;
}

/**
 * Clamps a progress value to its range and works out the filled share, so a bar never shows
 * more than 100 % or less than 0 %, whatever it is given (over-spend, NaN, an empty range).
 */
export function normalizeProgress(value: number | undefined, minValue = 0, maxValue = 100): NormalizedProgress {
  const min = Number.isFinite(minValue) ? minValue : 0;
  const max = Number.isFinite(maxValue) && maxValue >= min ? maxValue : min;
  const raw = value === undefined || Number.isNaN(value) ? min : value;
  const clamped = Math.min(Math.max(raw, min), max);
  const range = max - min;
  const fraction = range > 0 && Number.isFinite(range) ? Math.min(Math.max((clamped - min) / range, 0), 1) : 0;
  return { value: clamped, minValue: min, maxValue: max, fraction };
}
