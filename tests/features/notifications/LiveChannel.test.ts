import { describe, expect, it, vi } from 'vitest';
import {
  LiveChannel,
  toSocketUrl,
  type LiveChannelStatus,
  type LiveSocket,
} from '../../../features/notifications/LiveChannel.js';

/** A socket the test opens, feeds and closes by hand. */
class FakeSocket implements LiveSocket {
  sent: string[] = [];
  closedWith: number | undefined;
  private listeners: Record<string, Array<(event: never) => void>> = {};
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  addEventListener(type: string, listener: (event: never) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  emit(type: 'open' | 'message' | 'close', event: object = {}) {
    for (const listener of this.listeners[type] ?? []) listener(event as never);
  }
}

function setup(random = () => 0.5) {
  const sockets: FakeSocket[] = [];
  const waits: Array<{ ms: number; run: () => void; cancelled: boolean }> = [];
  const notices: unknown[] = [];
  const statuses: LiveChannelStatus[] = [];
  const log = vi.fn();
  const channel = new LiveChannel({
    url: 'https://app.example/api/v1/live',
    token: 'token-1',
    onNotice: (notice) => notices.push(notice),
    onStatusChange: (status) => statuses.push(status),
    connect: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random,
    schedule: (run, ms) => {
      const wait = { ms, run, cancelled: false };
      waits.push(wait);
      return () => {
        wait.cancelled = true;
      };
    },
    log,
  });
  const last = () => {
    const socket = sockets[sockets.length - 1];
    if (!socket) throw new Error('no socket');
    return socket;
  };
  return { channel, sockets, waits, notices, statuses, log, last };
}

describe('LiveChannel', () => {
  it('opens on the ws address, authenticates with its first frame and hands over each notice', () => {
    const { channel, notices, statuses, last } = setup();
    channel.start();
    expect(last().url).toBe('wss://app.example/api/v1/live');
    last().emit('open');
    expect(last().sent).toEqual([JSON.stringify({ type: 'authenticate', token: 'token-1' })]);
    last().emit('message', { data: JSON.stringify({ messageType: 'DECLINE', message: 'Declined.' }) });
    expect(notices).toEqual([{ messageType: 'DECLINE', message: 'Declined.' }]);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('drops and logs a malformed message, never hands it over', () => {
    const { channel, notices, log, last } = setup();
    channel.start();
    last().emit('open');
    last().emit('message', { data: '{"messageType":"NOPE","message":"x"}' });
    last().emit('message', { data: 'not json' });
    expect(notices).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toMatch(/Dropped a malformed live-update message/);
  });

  it('reconnects after a drop with growing, capped waits, and starts over once connected', () => {
    const { channel, sockets, waits, statuses, last } = setup(() => 1);
    channel.start();
    last().emit('open');
    for (let drop = 0; drop < 8; drop += 1) {
      last().emit('close', { code: 1012 });
      const wait = waits[waits.length - 1];
      if (!wait) throw new Error('no wait');
      wait.run();
    }
    expect(waits.map((wait) => wait.ms)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(sockets).toHaveLength(9);
    last().emit('open');
    last().emit('close', { code: 1006 });
    expect(waits[waits.length - 1]?.ms).toBe(1000);
    expect(statuses).toContain('reconnecting');
  });

  it('stops for good when signed out: closes the socket and cancels the pending reconnection', () => {
    const { channel, sockets, waits, statuses, last } = setup();
    channel.start();
    last().emit('open');
    last().emit('close', { code: 1012 });
    channel.stop();
    expect(waits[0]?.cancelled).toBe(true);
    expect(sockets).toHaveLength(1);
    expect(statuses[statuses.length - 1]).toBe('stopped');

    const open = setup();
    open.channel.start();
    open.last().emit('open');
    open.channel.stop();
    expect(open.last().closedWith).toBe(1000);
    open.last().emit('close', { code: 1000 });
    expect(open.waits).toHaveLength(0);
  });

  it('gives up when the server refuses the token, instead of retrying', () => {
    const { channel, waits, statuses, log, last } = setup();
    channel.start();
    last().emit('open');
    last().emit('close', { code: 4401 });
    expect(waits).toHaveLength(0);
    expect(statuses[statuses.length - 1]).toBe('stopped');
    expect(log).toHaveBeenCalled();
  });

  it('turns http(s) and relative addresses into ws(s) ones', () => {
    expect(toSocketUrl('/api/v1/live', 'http://localhost:4173/cards')).toBe('ws://localhost:4173/api/v1/live');
    expect(toSocketUrl('wss://live.example/socket')).toBe('wss://live.example/socket');
  });
});
