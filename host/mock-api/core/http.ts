import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { can, type Capability } from 'spend-ui/features/rules';
import type { ApiUser, UserRecord } from '../auth/model.js';
import { serverMessages } from './serverMessages.js';
import type { DemoStore } from './store.js';
import { secretDigest } from './passwordDigest.js';
import { userView } from '../auth/views.js';

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
  /** The user as the API shows it (role and settings of the selected company), computed once per request. */
  viewer: () => ApiUser;
  /** Whether the signed-in user may do this: the same `can` the UI asks before it offers the call. */
  can: (capability: Capability) => boolean;
  /** Ends the request with 403 unless the signed-in user may do this (for checks that depend on the request). */
  requireCan: (capability: Capability) => void;
}

type Resolver<Context> = (context: Context) => Promise<Response> | Response;

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** How handler modules declare their routes: method, path after the base, resolver. */
export interface RouteBuilder {
  open(method: Method, path: string, resolve: Resolver<HandlerContext>): HttpHandler;
  /** Needs a valid token (401 otherwise). */
  authenticated(method: Method, path: string, resolve: Resolver<AuthenticatedContext>): HttpHandler;
  /**
   * Needs a valid token (401) and a role that has the capability (403 otherwise). The UI asks the
   * same `can` before it offers the call, so the 403 — which signs the user out — only answers a
   * call the UI never makes.
   */
  guarded(method: Method, path: string, capability: Capability, resolve: Resolver<AuthenticatedContext>): HttpHandler;
}

/**
 * An answer a helper ends the request with (a guard's 403, a pager's or a form's 400): thrown from
 * anywhere inside a resolver, the route builder sends its `response`.
 */
export class DemoHttpFailure extends Error {
  readonly response: Response;

  constructor(response: Response) {
    super(`The demo backend answers ${response.status}`);
    this.name = 'DemoHttpFailure';
    this.response = response;
  }
}

/** Ends the request with this answer (throws a `DemoHttpFailure`). */
export function fail(response: Response): never {
  throw new DemoHttpFailure(response);
}

export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

export interface FieldErrorsOptions {
  /**
   * Where the field map goes: under `errors` (`{errors: {field: [message]}}`, the auth, settings and
   * most domain calls) or at the top (`{field: [message]}`, the password-reset calls). Default `errors`.
   */
  envelope?: 'errors' | 'top';
  /** Parts beside the field map, e.g. `{user: {response: message}}` for the register call. */
  extra?: JsonObject;
  /** Default 400. */
  status?: number;
}

/** Field errors in the spec's shape: one list of messages per field (a single message becomes a list). */
export function fieldErrors(
  errors: Readonly<Record<string, string | readonly string[]>>,
  options: FieldErrorsOptions = {},
): Response {
  const lists = Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      typeof messages === 'string' ? [messages] : [...messages],
    ]),
  );
  const { envelope = 'errors', extra = {}, status = 400 } = options;
  return json(envelope === 'top' ? { ...extra, ...lists } : { ...extra, errors: lists }, status);
}

/** 403 with the server's permission text. */
export function forbidden(): Response {
  return json({ detail: serverMessages.permissionDenied }, 403);
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

/** The user a token belongs to: a demo account's own token, or one handed out at sign-in (by its digest). */
export function userOfToken(store: DemoStore, token: string): UserRecord | undefined {
  if (!token) return undefined;
  const own = store.find('users', (candidate) => candidate.auth_token === token);
  if (own) return own;
  const digest = secretDigest(token);
  const issued = store.find('authTokens', (candidate) => candidate.token_digest === digest);
  return issued && store.get('users', issued.user_id);
}

/** The user a `Authorization: Token <token>` header belongs to, or the 401 answer. */
export function authenticate(store: DemoStore, request: Request): UserRecord | Response {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Token\s+(\S+)$/i.exec(header.trim());
  if (!match) return json({ detail: serverMessages.noCredentials }, 401);
  const token = match[1] ?? '';
  const user = userOfToken(store, token);
  return user ?? json({ detail: serverMessages.invalidToken }, 401);
}

/** What authenticated resolvers get beside the request: the user and the role checks. */
function authenticatedContext(context: HandlerContext, user: UserRecord): AuthenticatedContext {
  let viewer: ApiUser | undefined;
  const view = () => (viewer ??= userView(context.store, user));
  const allowed = (capability: Capability) => can(view(), capability);
  return {
    ...context,
    user,
    viewer: view,
    can: allowed,
    requireCan: (capability) => {
      if (!allowed(capability)) fail(forbidden());
    },
  };
}

/**
 * Builds routes over a store: latency, injected faults, the token check (401) and role guards (403).
 * `getStore` may answer a promise (a store still seeding): requests wait for it.
 */
export function createRouteBuilder(getStore: () => DemoStore | Promise<DemoStore>, base: string): RouteBuilder {
  const wrap =
    (method: Method, path: string, resolve: Resolver<HandlerContext>) =>
    async ({ request, params }: { request: Request; params: HandlerContext['params'] }) => {
      const store = await getStore();
      if (store.latencyMs > 0) await delay(store.latencyMs);
      const fault = store.takeFault(method, path, new URL(request.url).pathname);
      // Status 0 stands for no answer at all (the connection fails).
      if (fault)
        return fault.status === 0
          ? HttpResponse.error()
          : json(fault.body ?? { detail: 'Simulated failure.' }, fault.status);
      try {
        return await resolve({ request, params, store });
      } catch (error) {
        if (error instanceof DemoHttpFailure) return error.response;
        throw error;
      }
    };
  const authenticated = (method: Method, path: string, resolve: Resolver<AuthenticatedContext>) =>
    http[method](
      `${base}${path}`,
      wrap(method, path, (context) => {
        const user = authenticate(context.store, context.request);
        return user instanceof Response ? user : resolve(authenticatedContext(context, user));
      }),
    );
  return {
    open: (method, path, resolve) => http[method](`${base}${path}`, wrap(method, path, resolve)),
    authenticated,
    guarded: (method, path, capability, resolve) =>
      authenticated(method, path, (context) => {
        context.requireCan(capability);
        return resolve(context);
      }),
  };
}
