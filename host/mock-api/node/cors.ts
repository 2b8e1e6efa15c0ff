// Cross-origin rules of the HTTP server: the host runs on another origin than the API (VITE_API_URL),
// so every answer to an allowed origin carries CORS headers — errors included, or the browser would
// report a 401 as a network failure and the host could not sign the user out.

/** The request headers the API client sends (features/api/client.ts): the spec's defaults and the token. */
export const ALLOWED_REQUEST_HEADERS = ['Authorization', 'Content-Type', 'Accept', 'X-Requested-With'] as const;

/** The methods of the API's routes. */
export const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Answer headers the client reads beyond the CORS-safelisted ones: a download's file name. */
export const EXPOSED_HEADERS = ['Content-Disposition'] as const;

/** How long a browser may keep a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

/** `http://localhost:<any port>`, `http://127.0.0.1:…`, `http://[::1]:…` (and https): the machine's own pages. */
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/;

/** Which page origins may call the API: a list, or `'loopback'` (any page served from this machine). */
export type AllowedOrigins = readonly string[] | 'loopback';

/** Whether a page of `origin` may call the API. */
export type OriginCheck = (origin: string) => boolean;

/** The check for a list of origins (each normalised as a browser sends it: scheme, host, port). */
export function originCheck(allowed: AllowedOrigins): OriginCheck {
  if (allowed === 'loopback') return (origin) => LOOPBACK_ORIGIN.test(origin);
  const origins = new Set(allowed.map(normaliseOrigin));
  return (origin) => origins.has(origin);
}

/** `http://127.0.0.1:4173/` → `http://127.0.0.1:4173`; throws on what is not an http(s) origin. */
export function normaliseOrigin(text: string): string {
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Not an http(s) origin: ${text}`);
  return url.origin;
}

/** Headers of every answer to a page of an allowed origin. */
export function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(', '),
    Vary: 'Origin',
  };
}

/** Headers of a preflight's answer (OPTIONS) for an allowed origin. */
export function preflightHeaders(origin: string): Record<string, string> {
  return {
    ...corsHeaders(origin),
    'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
    'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS.join(', '),
    'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_S),
  };
}
