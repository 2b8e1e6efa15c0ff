import { ws, type WebSocketHandler } from 'msw';
import { DEFAULT_API_BASE, userOfToken } from '../core/http.js';
import {
  LIVE_MESSAGE_TYPES,
  performLiveEvent,
  type LiveEvent,
  type LiveEventOptions,
  type LiveMessageType,
} from './events.js';
import type { DemoStore } from '../core/store.js';
import { getDemoStore } from '../core/activeStore.js';
import { can } from 'spend-ui/features/rules';
import { selectedMembership } from '../auth/views.js';
import { roleHolder } from '../auth/roleHolder.js';
import { scopeUserIds, widestScale } from '../transactions/views.js';

/*
 * The live channel (spec README ruling "Live channel host"): a WebSocket at `<API base>/live`.
 * The client's first message authenticates it: {"type": "authenticate", "token": "<token>"}; a wrong
 * token closes the socket with 4401. After that the server sends live-update messages
 * {"messageType", "message"} (§3) to everyone who may read the change, as the pages decide it
 * (features/access `can()` and the scopes): a card's transaction to whoever reads it on the Transactions
 * page at their widest tab (the company's, a manager's team, one's own), a fine to who reads the
 * withdrawals.
 */

/** The path of the channel after the API base. */
export const LIVE_PATH = '/live';
/** Close code for a socket whose token is not valid. */
export const LIVE_UNAUTHORIZED_CLOSE = 4401;
/** Close code when the server drops its sockets (a restart). */
export const LIVE_SERVER_RESTART_CLOSE = 1012;
/** How often the demo emits a notice on its own, by default. */
export const DEMO_LIVE_INTERVAL_MS = 90_000;

/** The part of a socket connection the hub uses (MSW's client connection has it). */
export interface LiveClient {
  id: string;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'close', listener: () => void): void;
}

interface Connection {
  client: LiveClient;
  userId: number | null;
}

/** The demo's live channel: who is connected, what they hear, and the demo's timer. */
export class LiveHub {
  private readonly connections = new Map<string, Connection>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly getStore: () => DemoStore;

  constructor(getStore: () => DemoStore = getDemoStore) {
    this.getStore = getStore;
  }

  /** The MSW handler serving the channel under an API base (default: any origin's /api/v1). */
  handler(base = DEFAULT_API_BASE): WebSocketHandler {
    return ws.link(`${base}${LIVE_PATH}`).addEventListener('connection', ({ client }) => this.accept(client));
  }

  /** Takes a new socket: it waits for its token, then hears the notices its user may read. */
  accept(client: LiveClient): void {
    const connection: Connection = { client, userId: null };
    this.connections.set(client.id, connection);
    client.addEventListener('close', () => this.connections.delete(client.id));
    client.addEventListener('message', (event: MessageEvent) => {
      if (connection.userId !== null) return;
      const token = tokenOf(event.data);
      const user = token ? userOfToken(this.getStore(), token) : undefined;
      if (!user) {
        this.connections.delete(client.id);
        client.close(LIVE_UNAUTHORIZED_CLOSE, 'Invalid token.');
        return;
      }
      connection.userId = user.id;
    });
  }

  /** Authenticated sockets (of one user, by e-mail, when given). */
  connectionCount(email?: string): number {
    const userId = email ? this.getStore().find('users', (user) => user.email === email)?.id : undefined;
    return [...this.connections.values()].filter(
      (connection) => connection.userId !== null && (email === undefined || connection.userId === userId),
    ).length;
  }

  /** Closes every socket, as a server restart would (clients reconnect). */
  dropAll(code = LIVE_SERVER_RESTART_CLOSE): void {
    for (const { client } of [...this.connections.values()]) client.close(code, 'Server restarting.');
    this.connections.clear();
  }

  /** Makes the change behind a notice happen and tells those who may read it. Null when nothing happened. */
  emit(kind: LiveMessageType, options: LiveEventOptions = {}): LiveEvent | null {
    const store = this.getStore();
    const event = performLiveEvent(store, kind, options);
    if (!event) return null;
    const data = JSON.stringify(event.notice);
    for (const connection of this.connections.values()) {
      if (connection.userId !== null && this.hears(store, connection.userId, event)) connection.client.send(data);
    }
    return event;
  }

  /** Sends raw text to every authenticated socket (to show that a malformed message is dropped). */
  sendRaw(data: string): void {
    for (const connection of this.connections.values()) if (connection.userId !== null) connection.client.send(data);
  }

  /** Emits a notice of a random kind for a connected user every `intervalMs` (demo mode). */
  startTimer(intervalMs = DEMO_LIVE_INTERVAL_MS): void {
    this.stopTimer();
    this.timer = setInterval(() => this.emitForSomeone(), intervalMs);
  }

  stopTimer(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  get timerRunning(): boolean {
    return this.timer !== undefined;
  }

  private emitForSomeone(): void {
    const store = this.getStore();
    const listeners = [...this.connections.values()].filter((connection) => connection.userId !== null);
    if (listeners.length === 0) return;
    const random = store.random(`live:timer:${Date.now()}`);
    const userId = random.pick(listeners).userId;
    const user = userId === null ? undefined : store.get('users', userId);
    if (!user) return;
    this.emit(random.pick(LIVE_MESSAGE_TYPES), { email: user.email });
  }

  private hears(store: DemoStore, userId: number, event: LiveEvent): boolean {
    const user = store.get('users', userId);
    const membership = user && selectedMembership(store, user);
    if (!membership || membership.company_id !== event.companyId) return false;
    if (event.holderId === null) return can(roleHolder(membership), 'withdrawals-cashback.view');
    const scope = scopeUserIds(store, user, widestScale(store, user));
    return scope === 'company' || scope.has(event.holderId);
  }
}

function tokenOf(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { type, token } = parsed as { type?: unknown; token?: unknown };
    return type === 'authenticate' && typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

let activeHub: LiveHub | undefined;

/** The live channel over the active store (the one the exported handlers serve). */
export function getLiveHub(): LiveHub {
  activeHub ??= new LiveHub();
  return activeHub;
}
