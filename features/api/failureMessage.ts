import { isApiError } from './ApiError.js';

// ONE rule for turning a failed call into the text a user sees. Each catalogue of the spec says, per
// situation, where the server's own text is (`errors[0]`, `results.error`, `results.response`,
// `user.response`, field errors …) and which fallback text shows otherwise; a `FailureText` writes
// that down and `failureMessage` applies it. A failure without an answer (network, bad shape) always
// gets the fallback, never an exception's text.

/**
 * The product's general failure text (the spec's own words for a failure it gives no text of its own), for
 * a write whose catalogue names no fallback: no failure is ever silent.
 */
export const GENERAL_FAILURE = 'Something went wrong, please try again or contact support.';

/** Reads the server's own text from an error body; `undefined` when the body has none there. */
export type ServerTextReader = (body: unknown) => string | undefined;

/** What a catalogue says about one situation's failure text. */
export interface FailureText {
  /** Where the server's own text is read, tried in order. Omitted: the server's text is never shown. */
  server?: ServerTextReader | readonly ServerTextReader[];
  /** The catalogue's text when the server's own is not shown. Omitted: nothing is shown. */
  fallback?: string;
  /**
   * The statuses whose answers carry the server's text (e.g. `[400]` for "a 400 shows the field
   * errors"). Default: every HTTP error answer.
   */
  statuses?: readonly number[];
  /** "Other statuses show nothing": failures outside `statuses` show no text at all, not the fallback. */
  silentOtherwise?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first non-blank string in a value: itself, the first of a list, the first field of an object. */
export function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() ? value : undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstText(item);
      if (found) return found;
    }
  }
  if (isRecord(value)) {
    for (const item of Object.values(value)) {
      const found = firstText(item);
      if (found) return found;
    }
  }
  return undefined;
}

/** Keys that hold a message about the whole request rather than one field. */
const NON_FIELD_KEYS = new Set(['non_field_errors', 'detail', 'message', 'error', 'errors', 'response']);

/** `errors[0]`: the first entry of an `errors` list (or the first message of an `errors` field map). */
export const fromErrors: ServerTextReader = (body) => (isRecord(body) ? firstText(body.errors) : undefined);

/**
 * `results.<key>`: e.g. `fromResults('error')`, `fromResults('response')`. Without a key, the text of
 * `results` itself (a string, the first of a list, the first field of an object).
 */
export const fromResults =
  (key?: string): ServerTextReader =>
  (body) => {
    if (!isRecord(body)) return undefined;
    if (key === undefined) return firstText(body.results);
    return isRecord(body.results) ? firstText(body.results[key]) : undefined;
  };

/** `user.<key>`: e.g. `fromUser('response')` (registration), `fromUser('error')` (login). */
export const fromUser =
  (key: string): ServerTextReader =>
  (body) =>
    isRecord(body) && isRecord(body.user) ? firstText(body.user[key]) : undefined;

/** A text body that is a markup page (a proxy's or the framework's error page), not a message. */
const MARKUP_BODY = /^\s*</;

/**
 * A message about the whole request: `detail`, `message`, `error`, `non_field_errors`, or a text body
 * (never an HTML error page).
 */
export const fromDetail: ServerTextReader = (body) => {
  if (typeof body === 'string') return MARKUP_BODY.test(body) ? undefined : body.trim() || undefined;
  if (!isRecord(body)) return undefined;
  for (const key of ['detail', 'message', 'error', 'non_field_errors']) {
    const found = firstText(body[key]);
    if (found) return found;
  }
  return undefined;
};

/** The field errors of a 400 (`{field: [message]}`, at the top or under `errors`). */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  if (!isRecord(body)) return {};
  const source = isRecord(body.errors) ? body.errors : body;
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(source)) {
    const message = firstText(value);
    if (message) fields[field] = message;
  }
  return fields;
}

function fieldLines(body: unknown, withFieldName: boolean): string | undefined {
  const lines = Object.entries(fieldErrorsOf(body)).map(([field, message]) =>
    withFieldName && !NON_FIELD_KEYS.has(field) ? `${field}: ${message}` : message,
  );
  return lines.length ? lines.join('\n') : undefined;
}

/** Every field's first message as "field: message", one per line (a non-field message alone). */
export const fromFieldErrors: ServerTextReader = (body) => fieldLines(body, true);

/** Every field's first message, one per line, without the field names. */
export const fromFieldMessages: ServerTextReader = (body) => fieldLines(body, false);

/** A reader that throws on a body it did not expect (a domain's own reader) counts as finding nothing. */
function readSafely(read: ServerTextReader, body: unknown): string | undefined {
  try {
    return read(body);
  } catch (fault) {
    console.error(fault);
    return undefined;
  }
}

/** The text a user sees for a failed call under a catalogue's rule; `undefined` means show nothing. */
export function failureMessage(error: unknown, rule: FailureText): string | undefined {
  if (isApiError(error) && error.kind === 'aborted') return undefined;
  if (!isApiError(error) || error.kind !== 'http') return rule.fallback;
  if (rule.statuses && !rule.statuses.includes(error.status)) {
    return rule.silentOtherwise ? undefined : rule.fallback;
  }
  const readers = rule.server === undefined ? [] : Array.isArray(rule.server) ? rule.server : [rule.server];
  for (const read of readers as readonly ServerTextReader[]) {
    const found = readSafely(read, error.body);
    if (found) return found;
  }
  return rule.fallback;
}
