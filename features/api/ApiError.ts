/**
 * How a call failed: the server answered with a non-2xx status (`http`), never answered (`network`),
 * was cancelled by the caller (`aborted`), or answered 2xx with a body of the wrong shape (`shape`).
 */
export type ApiErrorKind = 'http' | 'network' | 'aborted' | 'shape';

/** A failed call. Carries the status and the parsed body; screens turn it into text with `failureMessage`. */
export class ApiError extends Error {
  /** HTTP status, or 0 when the request never reached the server. */
  readonly status: number;
  /** The parsed response body (JSON when the server sent JSON, text otherwise, `null` when empty). */
  readonly body: unknown;
  readonly kind: ApiErrorKind;

  constructor(options: { status: number; body: unknown; kind: ApiErrorKind; message?: string }) {
    super(options.message ?? defaultMessage(options.kind, options.status));
    this.name = 'ApiError';
    this.status = options.status;
    this.body = options.body;
    this.kind = options.kind;
  }

  /** True when the request never got an answer (offline, DNS, connection refused). */
  get isNetworkError(): boolean {
    return this.kind === 'network';
  }
}

function defaultMessage(kind: ApiErrorKind, status: number): string {
  switch (kind) {
    case 'network':
      return 'Network request failed';
    case 'aborted':
      return 'Request cancelled';
    case 'shape':
      return `Unexpected response shape (status ${status})`;
    default:
      return `Request failed with status ${status}`;
  }
}

/** Narrows an unknown thrown value to an `ApiError`. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
