import { CalendarDate } from '@internationalized/date';
import { toApiDate } from 'spend-ui';

// What a wizard step hands to the host's `submitStep` (kyb-onboarding.md §4.1; the endpoint is not
// shown): the step's values with texts trimmed (§5.1: the passport is), days as YYYY-MM-DD (§9), empty
// numbers as null, files as they are.

export type StepPayloadValue =
  | string
  | number
  | boolean
  | Blob
  | null
  | readonly StepPayloadValue[]
  | { readonly [field: string]: StepPayloadValue };

function toPayloadValue(value: unknown): StepPayloadValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (value instanceof CalendarDate) return toApiDate(value);
  if (value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map(toPayloadValue);
  if (typeof value === 'object') return stepPayload(value);
  return null;
}

/** A step's values as `submitStep` receives them. */
export function stepPayload(values: object): { readonly [field: string]: StepPayloadValue } {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, toPayloadValue(value)]));
}
