import type { RawData, WebSocket } from 'ws';
import type { LiveClient } from '../live/hub.js';

let socketCount = 0;

/** A text frame as text; a binary frame as its bytes (the hub reads only text: a token in bytes is refused). */
function frameData(data: RawData, isBinary: boolean): string | Buffer {
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  return isBinary ? bytes : bytes.toString('utf8');
}

/**
 * A real WebSocket (`ws`) as the live hub's client: the same `LiveHub` that serves MSW's socket in the
 * page serves it, so a notice, a refused token (4401) and a dropped channel (1012) are the hub's own.
 */
export function liveClientOf(socket: WebSocket): LiveClient {
  socketCount += 1;
  const id = `socket-${socketCount}`;
  function addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  function addEventListener(type: 'close', listener: () => void): void;
  function addEventListener(type: 'message' | 'close', listener: ((event: MessageEvent) => void) | (() => void)) {
    if (type === 'close') {
      socket.on('close', () => (listener as () => void)());
      return;
    }
    socket.on('message', (data: RawData, isBinary: boolean) =>
      listener(new MessageEvent('message', { data: frameData(data, isBinary) })),
    );
  }
  return {
    id,
    send: (data) => {
      if (socket.readyState === socket.OPEN) socket.send(data);
    },
    close: (code, reason) => socket.close(code, reason),
    addEventListener,
  };
}
