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
  /**
   * Makes the request object of uploads; defaults to `new XMLHttpRequest()`. Uploads use it rather
   * than fetch because fetch cannot report upload progress.
   */
  createXhr?: () => XMLHttpRequest;
  /**
   * Requests wait until it settles before they go out (the host's demo backend starting); when it
   * rejects they fail as network failures. None: requests go out at once.
   */
  ready?: Promise<unknown>;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Reports how much of a transfer is done, in percent (0–100). */
export type ProgressListener = (percent: number) => void;

export interface UploadOptions extends RequestOptions {
  method?: 'POST' | 'PATCH' | 'PUT';
  /** Called as the body goes out; the last call is 100. */
  onProgress?: ProgressListener;
}

export interface DownloadOptions extends RequestOptions {
  /** Called as the file arrives, when the server sends its length. */
  onProgress?: ProgressListener;
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
  /**
   * Multipart upload: `FormData` is sent as is (the browser sets the boundary), reporting progress;
   * aborting the signal cancels it with an `ApiError` of kind `aborted`.
   */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
  download(path: string, options?: DownloadOptions): Promise<DownloadedFile>;
  /**
   * The bytes of a file at an absolute address the server handed out (a file store's `https:` URL, a
   * `blob:` or `data:` URL), for a preview: sent without the session token and without cookies, since
   * the address may be another origin's. A failure rejects with an `ApiError`; a 401 or 403 there is the
   * file store's, not the session's (it signs nobody out).
   */
  loadFile(address: string, options?: Pick<RequestOptions, 'signal'>): Promise<Blob>;
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
  return parseText(await response.text(), response.headers.get('content-type'));
}

function parseText(text: string, contentType: string | null): unknown {
  if (!text) return null;
  const type = contentType ?? '';
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
  const { baseUrl, getToken, onUnauthorized, ready } = options;

  function headersFor(contentType: string | undefined, extra: Record<string, string> | undefined) {
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      ...(contentType ? { 'Content-Type': contentType } : {}),
      ...extra,
    };
    const token = getToken();
    // A caller's own Authorization (a token not yet stored) wins over the stored one.
    if (token && !headers.Authorization) headers.Authorization = `Token ${token}`;
    return headers;
  }

  function failure(status: number, body: unknown): ApiError {
    if (status === 401 || status === 403) onUnauthorized?.(status);
    return new ApiError({ status, body, kind: 'http' });
  }

  /** Waits for `options.ready`; a rejection becomes the request's network failure. */
  async function whenReady(): Promise<void> {
    try {
      await ready;
    } catch (cause) {
      throw new ApiError({
        status: 0,
        body: null,
        kind: 'network',
        message: cause instanceof Error ? cause.message : 'Network request failed',
      });
    }
  }

  /** One fetch; no answer at all becomes the `ApiError` of kind `aborted` (the caller's signal) or `network`. */
  async function reach(url: string, init: RequestInit): Promise<Response> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    try {
      return await doFetch(url, init);
    } catch (cause) {
      if (init.signal?.aborted) throw new ApiError({ status: 0, body: null, kind: 'aborted' });
      throw new ApiError({
        status: 0,
        body: null,
        kind: 'network',
        message: cause instanceof Error ? cause.message : 'Network request failed',
      });
    }
  }

  async function send(
    method: string,
    path: string,
    body: BodyInit | undefined,
    contentType: string | undefined,
    requestOptions: RequestOptions = {},
  ): Promise<Response> {
    if (ready) await whenReady();
    const headers = headersFor(contentType, requestOptions.headers);
    const response = await reach(buildUrl(baseUrl, path, requestOptions.query), {
      method,
      headers,
      body,
      signal: requestOptions.signal,
    });
    if (!response.ok) {
      const errorBody = await parseBody(response).catch(() => null);
      throw failure(response.status, errorBody);
    }
    return response;
  }

  function uploadWithProgress<T>(path: string, form: FormData, uploadOptions: UploadOptions = {}): Promise<T> {
    const { method = 'POST', onProgress, signal, query, headers } = uploadOptions;
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new ApiError({ status: 0, body: null, kind: 'aborted' }));
        return;
      }
      const xhr = options.createXhr ? options.createXhr() : new XMLHttpRequest();
      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort, { once: true });
      const settle = () => signal?.removeEventListener('abort', abort);
      xhr.open(method, buildUrl(baseUrl, path, query));
      for (const [name, value] of Object.entries(headersFor(undefined, headers))) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
      });
      xhr.addEventListener('load', () => {
        settle();
        const body = parseText(xhr.responseText, xhr.getResponseHeader('content-type'));
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(100);
          resolve(body as T);
        } else {
          reject(failure(xhr.status, body));
        }
      });
      xhr.addEventListener('error', () => {
        settle();
        reject(new ApiError({ status: 0, body: null, kind: 'network' }));
      });
      xhr.addEventListener('abort', () => {
        settle();
        reject(new ApiError({ status: 0, body: null, kind: 'aborted' }));
      });
      xhr.send(form);
    });
  }

  async function readWithProgress(response: Response, onProgress: ProgressListener | undefined): Promise<Blob> {
    const total = Number(response.headers.get('content-length'));
    if (!onProgress || !response.body || !Number.isFinite(total) || total <= 0) return response.blob();
    const reader = response.body.getReader();
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(Math.min(100, Math.round((received / total) * 100)));
    }
    return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
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
    upload: ready
      ? (path, form, uploadOptions) => whenReady().then(() => uploadWithProgress(path, form, uploadOptions))
      : uploadWithProgress,
    async loadFile(address, requestOptions = {}) {
      if (ready) await whenReady();
      const response = await reach(address, { signal: requestOptions.signal, credentials: 'omit' });
      if (!response.ok) throw new ApiError({ status: response.status, body: null, kind: 'http' });
      return response.blob();
    },
    async download(path, requestOptions) {
      const response = await send('GET', path, undefined, undefined, {
        ...requestOptions,
        headers: { Accept: '*/*', ...requestOptions?.headers },
      });
      return {
        blob: await readWithProgress(response, requestOptions?.onProgress),
        fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')),
      };
    },
  };
}
