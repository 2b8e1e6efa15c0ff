import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { UserRecord } from './model.js';
import { serverMessages } from './serverMessages.js';
import type { DemoStore } from './store.js';

/** Matches the API on any origin (the host uses the same origin; tests may use another). */
export const DEFAULT_API_BASE = '*/api/v1';

export type JsonObject = Record<string, unknown>;

export interface HandlerContext {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  store: DemoStore;
}

export interface AuthenticatedContext extends HandlerContext {
  user: UserRecord;
}

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** How handler modules declare their routes: method, path after the base, resolver. */
export interface RouteBuilder {
  open(method: Method, path: string, resolve: (context: HandlerContext) => Promise<Response> | Response): HttpHandler;
  authenticated(
    method: Method,
    path: string,
    resolve: (context: AuthenticatedContext) => Promise<Response> | Response,
  ): HttpHandler;
}

export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

/** The request body as an object (an empty object when it is missing or not JSON). */
export async function readJson(request: Request): Promise<JsonObject> {
  try {
    const body: unknown = await request.json();
    return isObject(body) ? body : {};
  } catch {
    return {};
  }
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A trimmed string field, or '' when missing or not a string. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The user a `Authorization: Token <token>` header belongs to, or the 401 answer. */
export function authenticate(store: DemoStore, request: Request): UserRecord | Response {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Token\s+(\S+)$/i.exec(header.trim());
  if (!match) return json({ detail: serverMessages.noCredentials }, 401);
  const token = match[1];
  const user = store.find('users', (candidate) => candidate.auth_token === token);
  return user ?? json({ detail: serverMessages.invalidToken }, 401);
}

/** Builds routes over a store: latency, injected faults and (for authenticated routes) the token check. */
export function createRouteBuilder(getStore: () => DemoStore, base: string): RouteBuilder {
  const wrap =
    (method: Method, path: string, resolve: (context: HandlerContext) => Promise<Response> | Response) =>
    async ({ request, params }: { request: Request; params: HandlerContext['params'] }) => {
      const store = getStore();
      if (store.latencyMs > 0) await delay(store.latencyMs);
      const fault = store.takeFault(method, path, new URL(request.url).pathname);
      // Status 0 stands for no answer at all (the connection fails).
      if (fault)
        return fault.status === 0
          ? HttpResponse.error()
          : json(fault.body ?? { detail: 'Simulated failure.' }, fault.status);
      return resolve({ request, params, store });
    };
  return {
    open: (method, path, resolve) => http[method](`${base}${path}`, wrap(method, path, resolve)),
    authenticated: (method, path, resolve) =>
      http[method](
        `${base}${path}`,
        wrap(method, path, (context) => {
          const user = authenticate(context.store, context.request);
          return user instanceof Response ? user : resolve({ ...context, user });
        }),
      ),
  };
}
