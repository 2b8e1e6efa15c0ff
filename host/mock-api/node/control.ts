import { json, readJson, text } from '../core/http.js';
import type { DemoStore } from '../core/store.js';
import { LIVE_MESSAGE_TYPES, type LiveMessageType } from '../live/events.js';
import type { LiveHub } from '../live/hub.js';

/** Where the control routes live: beside the API, never under it (`--control` turns them on). */
export const CONTROL_PATH = '/__control';

/*
 * What the console's `__SPEND_DEMO_BACKEND__` offers in demo mode, for a server in another process:
 * e2e tests (and a developer with curl) make the server push a live notice, drop its sockets or end a
 * user's sessions. Off unless the server starts with `--control`: a real API has none of it.
 *
 *   POST /__control/live/emit          {"kind": "TRANSACTION", "email", "merchant", "amount"} → the notice sent, or 409
 *   POST /__control/live/drop          closes every live socket with 1012 (clients reconnect)
 *   GET  /__control/live/connections   {"count"} of authenticated sockets (?email= for one user's)
 *   POST /__control/sessions/revoke    {"email"}: every token of the user stops working (its calls get 401)
 */
export async function controlResponse(request: Request, store: DemoStore, live: LiveHub): Promise<Response> {
  const url = new URL(request.url);
  const route = `${request.method} ${url.pathname.slice(CONTROL_PATH.length)}`;
  switch (route) {
    case 'POST /live/emit': {
      const body = await readJson(request);
      const kind = text(body.kind);
      if (!isLiveMessageType(kind)) return json({ detail: `kind is one of ${LIVE_MESSAGE_TYPES.join(', ')}.` }, 400);
      const amount = typeof body.amount === 'number' ? body.amount : undefined;
      const event = live.emit(kind, {
        ...(text(body.email) ? { email: text(body.email) } : {}),
        ...(text(body.merchant) ? { merchant: text(body.merchant) } : {}),
        ...(amount !== undefined ? { amount } : {}),
      });
      return event ? json({ notice: event.notice }) : json({ detail: 'Nothing happened (no such user or card).' }, 409);
    }
    case 'POST /live/drop':
      live.dropAll();
      return new Response(null, { status: 204 });
    case 'GET /live/connections': {
      const email = url.searchParams.get('email') ?? undefined;
      return json({ count: live.connectionCount(email) });
    }
    case 'POST /sessions/revoke': {
      const body = await readJson(request);
      const email = text(body.email);
      const user = store.find('users', (row) => row.email === email);
      if (!user) return json({ detail: 'No such user.' }, 404);
      // A demo account signs in with its own token; once cleared, its next sign-in is issued a new one.
      if (user.auth_token) store.update('users', user.id, { auth_token: '' });
      for (const token of store.filter('authTokens', (row) => row.user_id === user.id)) {
        store.remove('authTokens', token.id);
      }
      return new Response(null, { status: 204 });
    }
    default:
      return json({ detail: 'No such control route.' }, 404);
  }
}

function isLiveMessageType(kind: string): kind is LiveMessageType {
  return (LIVE_MESSAGE_TYPES as readonly string[]).includes(kind);
}
