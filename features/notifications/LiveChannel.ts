import { DEFAULT_BACKOFF, reconnectDelay, type BackoffOptions } from './backoff.js';
import { parseLiveMessage, type LiveNotice } from './liveMessage.js';

/** The part of a WebSocket the channel uses. */
export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
}

export type LiveChannelStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';

/** The server closes with this when the token is not valid: the channel stops (no retry storm). */
export const LIVE_UNAUTHORIZED_CLOSE_CODE = 4401;

export interface LiveChannelOptions {
  /** The channel's address (ws:, wss:, or http(s): turned into ws(s):). */
  url: string;
  /** Sent as the first frame: `{"type": "authenticate", "token": …}`. */
  token: string;
  onNotice: (notice: LiveNotice) => void;
  onStatusChange?: (status: LiveChannelStatus) => void;
  /** Opens a socket; default `new WebSocket(url)`. */
  connect?: (url: string) => LiveSocket;
  backoff?: BackoffOptions;
  random?: () => number;
  /** Runs `task` after `ms`; returns a cancel function. Default `setTimeout`. */
  schedule?: (task: () => void, ms: number) => () => void;
  /** Where a dropped message or a refused token is reported. Default `console.warn`. */
  log?: (message: string, detail?: unknown) => void;
}

/** An http(s) address becomes the matching ws(s) one; a relative one is read against `base`. */
export function toSocketUrl(url: string, base?: string): string {
  const resolved = new URL(url, base ?? (typeof location === 'undefined' ? undefined : location.href));
  if (resolved.protocol === 'http:') resolved.protocol = 'ws:';
  else if (resolved.protocol === 'https:') resolved.protocol = 'wss:';
  return resolved.toString();
}

const defaultSchedule = (task: () => void, ms: number) => {
  const timer = setTimeout(task, ms);
  return () => clearTimeout(timer);
};

/**
 * The live channel's client: one socket at a time, authenticated by its first frame; every frame
 * after is a live-update message (malformed ones are dropped and logged); when the socket closes it
 * comes back after a capped, jittered backoff, until `stop()` (sign-out) or a refused token.
 */
export class LiveChannel {
  private socket: LiveSocket | null = null;
  private attempt = 0;
  private cancelRetry: (() => void) | null = null;
  private stopped = true;
  private readonly options: LiveChannelOptions;

  constructor(options: LiveChannelOptions) {
    this.options = options;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempt = 0;
    this.open('connecting');
  }

  /** Closes the socket and cancels any pending reconnection. */
  stop(): void {
    this.stopped = true;
    this.cancelRetry?.();
    this.cancelRetry = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'Signed out');
    this.options.onStatusChange?.('stopped');
  }

  private open(status: LiveChannelStatus): void {
    this.options.onStatusChange?.(status);
    const connect = this.options.connect ?? ((url: string) => new WebSocket(url) as unknown as LiveSocket);
    let socket: LiveSocket;
    try {
      socket = connect(toSocketUrl(this.options.url));
    } catch (error) {
      this.log('The live channel could not be opened.', error);
      this.retry();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      socket.send(JSON.stringify({ type: 'authenticate', token: this.options.token }));
      this.options.onStatusChange?.('open');
    });
    socket.addEventListener('message', (event) => {
      if (this.socket !== socket) return;
      const parsed = parseLiveMessage(event.data);
      if (parsed.ok) this.options.onNotice(parsed.notice);
      else this.log(`Dropped a malformed live-update message (${parsed.problem}).`, event.data);
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      if (event.code === LIVE_UNAUTHORIZED_CLOSE_CODE) {
        this.log('The live channel refused the session token; live updates stop.');
        this.stopped = true;
        this.options.onStatusChange?.('stopped');
        return;
      }
      this.retry();
    });
  }

  private retry(): void {
    const delay = reconnectDelay(this.attempt, this.options.random, this.options.backoff ?? DEFAULT_BACKOFF);
    this.attempt += 1;
    this.options.onStatusChange?.('reconnecting');
    const schedule = this.options.schedule ?? defaultSchedule;
    this.cancelRetry = schedule(() => {
      this.cancelRetry = null;
      if (!this.stopped) this.open('reconnecting');
    }, delay);
  }

  private log(message: string, detail?: unknown): void {
    (this.options.log ?? ((text: string, extra?: unknown) => console.warn(text, extra)))(message, detail);
  }
}
