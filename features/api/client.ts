import { ApiError } from './ApiError.js';

export interface ApiClientOptions {
  /** Prefix of every path, e.g. `/api/v1` or `https://api.example.com/api/v1`. */
  baseUrl: string;
  /** The stored session token, sent as `Authorization: Token <token>`; `null` when signed out. */
  getToken: () => string | null | undefined;
  /** Called for every 401 or 403 answer (the host clears the session and redirects once). */
  onUnauthorized?: (status: 401 | 403) => void;
  /** The fetch to use; defaults to the global one (tests pass their own). */
  fetch?: typeof fetch;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** A downloaded file: its content and the file name from `Content-Disposition`. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Multipart upload: `FormData` is sent as is (the browser sets the boundary). */
  upload<T>(path: string, form: FormData, options?: RequestOptions & { method?: 'POST' | 'PATCH' | 'PUT' }): Promise<T>;
  download(path: string, options?: RequestOptions): Promise<DownloadedFile>;
}

/** Reads the file name from a `Content-Disposition` header (RFC 6266, including `filename*`). */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      return extended[2].trim();
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return value || undefined;
}

/** Joins base URL, path and query parameters (null/undefined parameters are left out). */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = baseUrl.replace(/\/+$/, '');
  const suffix = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${suffix}${search ? `${suffix.includes('?') ? '&' : '?'}${search}` : ''}`;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Creates the HTTP client every feature uses: base path, the spec's default headers,
 * `Authorization: Token <token>`, typed results, `ApiError` for failures.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, getToken, onUnauthorized } = options;

  async function send(
    method: string,
    path: string,
    body: BodyInit | undefined,
    contentType: string | undefined,
    requestOptions: RequestOptions = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      ...(contentType ? { 'Content-Type': contentType } : {}),
      ...requestOptions.headers,
    };
    const token = getToken();
    if (token) headers.Authorization = `Token ${token}`;
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, requestOptions.query), {
        method,
        headers,
        body,
        signal: requestOptions.signal,
      });
    } catch (cause) {
      throw new ApiError({
        status: 0,
        body: null,
        kind: 'network',
        message: cause instanceof Error ? cause.message : 'Network request failed',
      });
    }
    if (!response.ok) {
      const errorBody = await parseBody(response).catch(() => null);
      if (response.status === 401 || response.status === 403) onUnauthorized?.(response.status);
      throw new ApiError({ status: response.status, body: errorBody, kind: 'http' });
    }
    return response;
  }

  async function json<T>(method: string, path: string, body: unknown, requestOptions?: RequestOptions): Promise<T> {
    const hasBody = body !== undefined;
    const response = await send(
      method,
      path,
      hasBody ? JSON.stringify(body) : undefined,
      hasBody ? 'application/json' : undefined,
      requestOptions,
    );
    return (await parseBody(response)) as T;
  }

  return {
    get: (path, requestOptions) => json('GET', path, undefined, requestOptions),
    post: (path, body, requestOptions) => json('POST', path, body ?? {}, requestOptions),
    patch: (path, body, requestOptions) => json('PATCH', path, body ?? {}, requestOptions),
    put: (path, body, requestOptions) => json('PUT', path, body ?? {}, requestOptions),
    delete: (path, requestOptions) => json('DELETE', path, undefined, requestOptions),
    async upload<T>(
      path: string,
      form: FormData,
      requestOptions?: RequestOptions & { method?: 'POST' | 'PATCH' | 'PUT' },
    ): Promise<T> {
      const response = await send(requestOptions?.method ?? 'POST', path, form, undefined, requestOptions);
      return (await parseBody(response)) as T;
    },
    async download(path, requestOptions) {
      const response = await send('GET', path, undefined, undefined, {
        ...requestOptions,
        headers: { Accept: '*/*', ...requestOptions?.headers },
      });
      return {
        blob: await response.blob(),
        fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')),
      };
    },
  };
}
