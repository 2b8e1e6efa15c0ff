import { fail, json } from './http.js';
import { serverMessages } from './serverMessages.js';

/**
 * A multipart request body, read as the feature kit's `toFormData` writes it: texts, numbers and
 * booleans as text, lists as repeated fields, objects as JSON text, files as they are.
 */
export interface MultipartBody {
  /** The field names sent, each once. */
  names(): string[];
  has(name: string): boolean;
  /** The first text value, trimmed; '' when missing or a file. */
  text(name: string): string;
  /** Every text value of a repeated field, trimmed. */
  texts(name: string): string[];
  /** The first value as a number; undefined when missing, empty or not a number. */
  number(name: string): number | undefined;
  /** `true`/`false` (also `1`/`0`); undefined when missing or anything else. */
  boolean(name: string): boolean | undefined;
  /** The first value parsed as JSON; undefined when missing or not JSON. */
  json(name: string): unknown;
  /** The first file of the field; undefined when none was sent (an empty file counts as none). */
  file(name: string): File | undefined;
  files(name: string): File[];
}

function isFile(value: FormDataEntryValue): value is File {
  return typeof value !== 'string';
}

/** Wraps a parsed `FormData` in typed accessors. */
export function multipartBody(form: FormData): MultipartBody {
  const texts = (name: string) =>
    form
      .getAll(name)
      .filter((value): value is string => typeof value === 'string')
      .map((value) => value.trim());
  const text = (name: string) => texts(name)[0] ?? '';
  const files = (name: string) =>
    form
      .getAll(name)
      .filter(isFile)
      .filter((file) => file.size > 0 || file.name !== '');
  return {
    names: () => [...new Set(form.keys())],
    has: (name) => form.has(name),
    text,
    texts,
    number: (name) => {
      const value = text(name);
      if (value === '') return undefined;
      const number = Number(value);
      return Number.isFinite(number) ? number : undefined;
    },
    boolean: (name) => {
      const value = text(name).toLowerCase();
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      return undefined;
    },
    json: (name) => {
      const value = text(name);
      if (value === '') return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return undefined;
      }
    },
    file: (name) => files(name)[0],
    files,
  };
}

/** The largest file the backend takes, in bytes: 10 MB, the client's `MAX_UPLOAD_BYTES` (a test keeps them equal). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The request's multipart body. A body that is not `multipart/form-data` (or url-encoded) ends the
 * request with 415 `{detail}`, one holding a file over `MAX_UPLOAD_BYTES` with 413 `{detail}`, as the
 * real backend answers.
 */
export async function readMultipart(request: Request): Promise<MultipartBody> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    fail(json({ detail: serverMessages.unsupportedMediaType(type.split(';')[0] ?? '') }, 415));
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail(json({ detail: serverMessages.unsupportedMediaType(type.split(';')[0] ?? '') }, 415));
  }
  for (const value of form.values()) {
    if (value instanceof Blob && value.size > MAX_UPLOAD_BYTES) {
      fail(json({ detail: serverMessages.fileTooLarge(MAX_UPLOAD_BYTES / (1024 * 1024)) }, 413));
    }
  }
  return multipartBody(form);
}
