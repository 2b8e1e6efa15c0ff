import { CalendarDate, CalendarDateTime, ZonedDateTime, type DateValue } from '@internationalized/date';
import type { ChipItem } from 'spend-ui';

// A form's value reaches a binding as `unknown` (react-hook-form types it by path, which a generic
// binding cannot narrow); these read it as the field's own value type, with the field's empty value
// for anything else (e.g. a value the form's defaults leave undefined).

/** A text field's value; `''` when unset. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A number field's value; `NaN` (react-aria's empty number) when unset. */
export function asNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number.NaN;
}

/** The form value of a number field: `null` when emptied. */
export function fromNumber(value: number): number | null {
  return Number.isNaN(value) ? null : value;
}

/** A selection key; `null` when nothing is chosen. */
export function asKey(value: unknown): string | number | null {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** A checkbox or switch; `false` unless `true`. */
export function asBoolean(value: unknown): boolean {
  return value === true;
}

/** A list of chips (`{id?, name}`); `[]` when unset. Items that are not chips are dropped. */
export function asChips(value: unknown): ChipItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is ChipItem =>
      typeof item === 'object' &&
      item !== null &&
      'name' in item &&
      typeof item.name === 'string' &&
      (!('id' in item) || item.id === undefined || typeof item.id === 'string' || typeof item.id === 'number'),
  );
}

/** A date of @internationalized/date; `null` when unset. */
export function asDate(value: unknown): DateValue | null {
  return value instanceof CalendarDate || value instanceof CalendarDateTime || value instanceof ZonedDateTime
    ? value
    : null;
}

/** A range of dates, as the date range picker edits it. */
export interface DateRange {
  start: DateValue;
  end: DateValue;
}

/** A date range; `null` unless both ends are dates. */
export function asDateRange(value: unknown): DateRange | null {
  if (typeof value !== 'object' || value === null || !('start' in value) || !('end' in value)) return null;
  const start = asDate(value.start);
  const end = asDate(value.end);
  return start && end ? { start, end } : null;
}
