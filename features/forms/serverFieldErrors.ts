import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../api/index.js';
import { fieldErrorsOf } from '../api/failureMessage.js';
import { focusFirstInvalidField } from './focusFirstInvalid.js';

/** A 400's field errors, split into those of the form's fields and the rest (left for a toast). */
export interface ServerFieldErrors<TPath extends string = string> {
  /** Form path → the server's first message for it. */
  fields: Map<TPath, string>;
  /** Server key → message, for keys no field of the form has (`non_field_errors`, `detail` …). */
  others: Record<string, string>;
}

/**
 * Reads the field errors of a failed call — only a 400 carries them, as `{field: [message]}` at the
 * top level or under `errors` — and splits them by `toField`, which names the form path of a server
 * key (or `undefined` when the form has no such field).
 */
export function serverFieldErrors<TPath extends string>(
  error: unknown,
  toField: (serverKey: string) => TPath | undefined,
): ServerFieldErrors<TPath> {
  const result: ServerFieldErrors<TPath> = { fields: new Map(), others: {} };
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 400) return result;
  for (const [key, message] of Object.entries(fieldErrorsOf(error.body))) {
    const path = toField(key);
    if (path === undefined) result.others[key] = message;
    else if (!result.fields.has(path)) result.fields.set(path, message);
  }
  return result;
}

/** Server keys that name a form field differently (`{ name: 'fname' }`). */
export type ServerFieldAliases<TValues extends FieldValues> = Readonly<Record<string, FieldPath<TValues>>>;

/** True when `key` is one of the form's top-level values (the keys of its default values). */
function isTopLevelField<TValues extends FieldValues>(values: TValues, key: string): key is FieldPath<TValues> {
  return Object.prototype.hasOwnProperty.call(values, key);
}

/**
 * Puts a failed call's 400 field errors on the form's fields (`setError`, type `server`) and focuses
 * the first of them in document order. A server key maps to the form's top-level field of that name,
 * or through `aliases`. Returns the split: what the fields took, and the errors no field took (for the
 * caller's toast). Values the user typed stay as they are.
 */
export function applyServerFieldErrors<TValues extends FieldValues, TContext, TOut>(
  form: Pick<UseFormReturn<TValues, TContext, TOut>, 'control' | 'getValues' | 'setError'>,
  error: unknown,
  aliases: ServerFieldAliases<TValues> = {},
): ServerFieldErrors<FieldPath<TValues>> {
  const values = form.getValues();
  const split = serverFieldErrors<FieldPath<TValues>>(
    error,
    (key) => aliases[key] ?? (isTopLevelField(values, key) ? key : undefined),
  );
  for (const [path, message] of split.fields) form.setError(path, { type: 'server', message });
  const mapped = new Set<string>(split.fields.keys());
  if (mapped.size) focusFirstInvalidField(form.control, (name) => mapped.has(name));
  return split;
}
