/** A failed call: the server answered with a non-2xx status (`kind: 'http'`) or never answered (`kind: 'network'`). */
export class ApiError extends Error {
  /** HTTP status, or 0 when the request never reached the server. */
  readonly status: number;
  /** The parsed response body (JSON when the server sent JSON, text otherwise, `null` when empty). */
  readonly body: unknown;
  readonly kind: 'http' | 'network';

  constructor(options: { status: number; body: unknown; kind: 'http' | 'network'; message?: string }) {
    super(
      options.message ??
        (options.kind === 'network' ? 'Network request failed' : `Request failed with status ${options.status}`),
    );
    this.name = 'ApiError';
    this.status = options.status;
    this.body = options.body;
    this.kind = options.kind;
  }

  /** True when the request never got an answer (offline, DNS, connection refused, aborted). */
  get isNetworkError(): boolean {
    return this.kind === 'network';
  }
}

/** Narrows an unknown thrown value to an `ApiError`. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The server's own message from an error body, when it sent one as a string under one of the
 * usual keys (`message`, `detail`, `error`) or as a list of strings; `undefined` otherwise.
 * Callers render it as text, never as HTML.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const { body } = error;
  if (typeof body === 'string') return body.trim() || undefined;
  if (body && typeof body === 'object') {
    for (const key of ['message', 'detail', 'error', 'non_field_errors']) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value;
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  return undefined;
}
