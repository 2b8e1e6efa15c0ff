import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { WebSocketServer } from 'ws';
import { createHandlers } from '../handlers.js';
import { DemoStore } from '../core/store.js';
import { json } from '../core/http.js';
import { LIVE_PATH, LiveHub } from '../live/hub.js';
import { CONTROL_PATH, controlResponse } from './control.js';
import { corsHeaders, originCheck, preflightHeaders, type AllowedOrigins } from './cors.js';
import { liveClientOf } from './liveSocket.js';

/*
 * The demo backend over HTTP (`npm run api`, scripts/api-server.mjs): the same handlers, seeded store
 * and live hub the service worker serves in demo mode, behind Node's http server, for a host built
 * with VITE_API_URL. A thin adapter: each request becomes a fetch `Request` that MSW's `getResponse`
 * runs through the handlers, and the `Response` goes back as it is; the live channel is a real
 * WebSocket. State lives in memory for the life of the process (no sessionStorage, no change log on
 * disk): a restart starts from the seed. Tokens come with each request, so any number of browsers,
 * each signed in as its own user, share the server.
 */

/** The API's path (the handlers match `*\/api/v1`, as the host's default base). */
export const API_PATH = '/api/v1';
/** Where uploaded files are served (outside the API: a preview loads them without a token). */
export const FILES_PATH = '/files/';
/** The largest request body taken (receipts and KYB documents are a few megabytes at most). */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
/** Request headers that belong to the connection, not to the request the handlers see. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect']);

export interface ApiServerOptions {
  /** Port to listen on; 0 (the default) takes a free one. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1: the demo backend is for this machine. */
  host?: string;
  /** Page origins that may call the API (CORS, and the live channel's Origin). Default: any loopback origin. */
  origins?: AllowedOrigins;
  /** Delay before every answer, in ms (the store's latency). Default 0. */
  latencyMs?: number;
  /** How often the live channel sends a notice on its own (ms), as in demo mode; null never. Default null. */
  liveIntervalMs?: number | null;
  /** Seed of the generated data. Default: the demo's. */
  seed?: number;
  /** Serves the control routes under `/__control` (node/control.ts). Default false. */
  control?: boolean;
  /** Called with one line per answered request (method, path, status, time). */
  log?: (line: string) => void;
}

export interface ApiServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** What the host's VITE_API_URL is set to: `<origin>/api/v1`. */
  apiUrl: string;
  /** What the host's VITE_LIVE_URL is set to: `ws://127.0.0.1:<port>/api/v1/live`. */
  liveUrl: string;
  store: DemoStore;
  live: LiveHub;
  /** Closes the sockets and stops listening. */
  close(): Promise<void>;
}

/** Reads a request's body, refusing one over `MAX_BODY_BYTES`. */
async function readBody(request: IncomingMessage): Promise<Buffer | 'too large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > MAX_BODY_BYTES) return 'too large';
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** Node's request as the fetch `Request` the handlers take. */
function fetchRequest(incoming: IncomingMessage, url: URL, body: Buffer | undefined): Request {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] ?? '';
    if (!CONNECTION_HEADERS.has(name.toLowerCase())) headers.append(name, raw[index + 1] ?? '');
  }
  return new Request(url, {
    method: incoming.method ?? 'GET',
    headers,
    body: body?.length ? new Uint8Array(body) : undefined,
  });
}

/** JSON answers at least this long go gzip-compressed to a client that accepts it. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Whether an answer goes gzip-compressed: JSON (the lists: a month of transactions is 123 kB, 9 kB
 * compressed) to a client that accepts gzip, as a production API behind any web server is. Downloads
 * and files go as they are, with their length, so a download reports its progress.
 */
function compressesAnswer(request: IncomingMessage, response: Response, bytes: Buffer): boolean {
  if (bytes.length < COMPRESS_FROM_BYTES || response.headers.has('content-encoding')) return false;
  if (!/^application\/json\b/.test(response.headers.get('content-type') ?? '')) return false;
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}

/** Sends a fetch `Response` on Node's response; `Response.error()` (the handlers' "no answer") drops the connection. */
async function send(outgoing: ServerResponse, response: Response, extraHeaders: Record<string, string>) {
  if (response.type === 'error') {
    outgoing.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  // Answers are small (JSON, a statement, a receipt): sent whole, with their length, so a download reports progress.
  let bytes = Buffer.from(await response.arrayBuffer());
  if (compressesAnswer(outgoing.req, response, bytes)) {
    bytes = gzipSync(bytes);
    headers['content-encoding'] = 'gzip';
    headers['content-length'] = String(bytes.length);
    headers.vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  }
  headers['content-length'] ??= String(bytes.length);
  outgoing.writeHead(response.status, headers);
  outgoing.end(outgoing.req.method === 'HEAD' ? undefined : bytes);
}

/** Starts the server; resolves once it listens. */
export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const host = options.host ?? '127.0.0.1';
  const allowed = originCheck(options.origins ?? 'loopback');
  let origin = '';
  // Uploaded files are served at an unguessable address of this process (the store's file ids come
  // from the seed, so they would be the same on every run).
  const fileTokens = new Map<string, string>();
  const store = new DemoStore({
    storage: null,
    latencyMs: options.latencyMs ?? 0,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    fileAddress: (fileId) => {
      const token = randomBytes(18).toString('base64url');
      fileTokens.set(token, fileId);
      return `${origin}${FILES_PATH}${token}`;
    },
  });
  const handlers = createHandlers({ store });
  const live = new LiveHub(() => store);
  if (options.liveIntervalMs != null) live.startTimer(options.liveIntervalMs);

  async function answer(incoming: IncomingMessage, url: URL): Promise<Response> {
    if (url.pathname.startsWith(FILES_PATH)) {
      const fileId = fileTokens.get(url.pathname.slice(FILES_PATH.length));
      const file = fileId === undefined ? undefined : store.file({ file_id: fileId });
      if (!file || incoming.method !== 'GET') return json({ detail: 'Not found.' }, 404);
      return new Response(file, {
        headers: {
          'Content-Type': file.type || 'application/octet-stream',
          'Content-Length': String(file.size),
          // Opened on its own, an upload is shown, never run (the previews re-type it from its bytes anyway).
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }
    const inControl = options.control && (url.pathname === CONTROL_PATH || url.pathname.startsWith(`${CONTROL_PATH}/`));
    const inApi = url.pathname === API_PATH || url.pathname.startsWith(`${API_PATH}/`);
    if (!inControl && !inApi) return json({ detail: 'Not found.' }, 404);
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    const body = hasBody ? await readBody(incoming) : undefined;
    if (body === 'too large') return json({ detail: 'Request body too large.' }, 413);
    const request = fetchRequest(incoming, url, body);
    if (inControl) return controlResponse(request, store, live);
    return (await getResponse(handlers, request)) ?? json({ detail: 'Not found.' }, 404);
  }

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    const started = performance.now();
    const url = new URL(incoming.url ?? '/', origin);
    const pageOrigin = incoming.headers.origin;
    let response: Response;
    let cors: Record<string, string> = {};
    if (pageOrigin !== undefined && !allowed(pageOrigin)) {
      // Without CORS headers the browser would block the answer anyway; refusing says why in the log.
      response = json(
        { detail: `Origin ${pageOrigin} is not allowed (start the server with --origin ${pageOrigin}).` },
        403,
      );
    } else if (incoming.method === 'OPTIONS') {
      const preflight = pageOrigin !== undefined && incoming.headers['access-control-request-method'] !== undefined;
      response = new Response(null, { status: 204, headers: preflight ? preflightHeaders(pageOrigin) : {} });
    } else {
      if (pageOrigin !== undefined) cors = corsHeaders(pageOrigin);
      try {
        response = await answer(incoming, url);
      } catch (error) {
        console.error(`${incoming.method} ${url.pathname}:`, error);
        response = json({ detail: 'Server error.' }, 500);
      }
    }
    await send(outgoing, response, cors);
    options.log?.(
      `${incoming.method} ${url.pathname}${url.search} ${response.type === 'error' ? 'dropped' : response.status} ${Math.round(performance.now() - started)} ms`,
    );
  }

  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      console.error(error);
      if (!outgoing.headersSent) outgoing.writeHead(500);
      outgoing.end();
    });
  });

  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (incoming: IncomingMessage, socket: Socket, head: Buffer) => {
    const { pathname } = new URL(incoming.url ?? '/', origin);
    const pageOrigin = incoming.headers.origin;
    const refusal =
      pathname !== `${API_PATH}${LIVE_PATH}`
        ? '404 Not Found'
        : pageOrigin !== undefined && !allowed(pageOrigin)
          ? '403 Forbidden'
          : null;
    if (refusal) {
      socket.end(`HTTP/1.1 ${refusal}\r\nConnection: close\r\n\r\n`);
      return;
    }
    sockets.handleUpgrade(incoming, socket, head, (webSocket) => live.accept(liveClientOf(webSocket)));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The API server has no TCP address.');
  const { port } = address;
  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  origin = `http://${hostInUrl}:${port}`;

  return {
    origin,
    apiUrl: `${origin}${API_PATH}`,
    liveUrl: `ws://${hostInUrl}:${port}${API_PATH}${LIVE_PATH}`,
    store,
    live,
    async close() {
      live.stopTimer();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
