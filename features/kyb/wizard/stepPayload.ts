import { CalendarDate } from '@internationalized/date';
import { toApiDate } from '../../format/apiDates.js';
import { StoredWizardFile } from './wizardFiles.js';

// What a wizard step hands to the host's `submitStep` (kyb-onboarding.md §4.1; the endpoint is not
// shown): the step's values with texts trimmed (§5.1: the passport is), days as YYYY-MM-DD (§9), empty
// numbers as null, files as they are (a file the host stores from an earlier visit as its `StoredWizardFile`).

export type StepPayloadValue =
  | string
  | number
  | boolean
  | Blob
  | StoredWizardFile
  | null
  | readonly StepPayloadValue[]
  | { readonly [field: string]: StepPayloadValue };

function toPayloadValue(value: unknown): StepPayloadValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (value instanceof CalendarDate) return toApiDate(value);
  if (value instanceof Blob || value instanceof StoredWizardFile) return value;
  if (Array.isArray(value)) return value.map(toPayloadValue);
  if (typeof value === 'object') return stepPayload(value);
  return null;
}

/** A step's values as `submitStep` receives them. */
export function stepPayload(values: object): { readonly [field: string]: StepPayloadValue } {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, toPayloadValue(value)]));
}

/**
 * The multipart part that asks the host to keep a file it stores for the step: `kept:<field>`, its text
 * the file's id (the field may have moved, e.g. a shareholder's proof of ID after a tab was deleted).
 */
export const KEPT_FILE_PART_PREFIX = 'kept:';

/**
 * A step's payload as a multipart body (its files cannot travel as JSON): texts, numbers and booleans
 * as text, a list of texts as a repeated field, nested entries named with brackets
 * (`shareHolders[0][proofOfId]`), files as they are, a stored file as its `kept:` part; empty values are left out.
 */
export function stepFormData(payload: { readonly [field: string]: StepPayloadValue }): FormData {
  const form = new FormData();
  const append = (name: string, value: StepPayloadValue) => {
    if (value === null) return;
    if (value instanceof Blob) form.append(name, value);
    else if (value instanceof StoredWizardFile) form.append(`${KEPT_FILE_PART_PREFIX}${name}`, value.id);
    else if (Array.isArray(value)) {
      value.forEach((item: StepPayloadValue, index) =>
        append(typeof item === 'object' && item !== null && !(item instanceof Blob) ? `${name}[${index}]` : name, item),
      );
    } else if (typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) append(`${name}[${key}]`, item);
    } else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(payload)) append(name, value);
  return form;
}
