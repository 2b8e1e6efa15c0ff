import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGE_TYPES, parseLiveMessage } from '../../../features/notifications/liveMessage.js';

describe('parseLiveMessage (§3 live-update message: messageType, message)', () => {
  it('reads each of the five notices', () => {
    for (const messageType of LIVE_MESSAGE_TYPES) {
      expect(
        parseLiveMessage(JSON.stringify({ messageType, message: ' A transaction was made for $12.00. ' })),
      ).toEqual({
        ok: true,
        notice: { messageType, message: 'A transaction was made for $12.00.' },
      });
    }
  });

  it('accepts the type in any case', () => {
    expect(parseLiveMessage('{"messageType":"credit","message":"A credit."}')).toEqual({
      ok: true,
      notice: { messageType: 'CREDIT', message: 'A credit.' },
    });
  });

  it.each([
    ['not JSON', 'hello'],
    ['a list', '[1, 2]'],
    ['null', 'null'],
    ['an unknown type', '{"messageType":"PROMOTION","message":"Buy now"}'],
    ['no message', '{"messageType":"CREDIT"}'],
    ['an empty message', '{"messageType":"CREDIT","message":"   "}'],
    ['a message that is not text', '{"messageType":"CREDIT","message":{"amount":12}}'],
    ['no type', '{"message":"A credit."}'],
  ])('drops %s', (_case, data) => {
    expect(parseLiveMessage(data).ok).toBe(false);
  });

  it('drops binary frames', () => {
    expect(parseLiveMessage(new ArrayBuffer(4))).toEqual({ ok: false, problem: 'not a text frame' });
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (data) => {
        const parsed = parseLiveMessage(data);
        if (parsed.ok) {
          expect(LIVE_MESSAGE_TYPES).toContain(parsed.notice.messageType);
          expect(parsed.notice.message.trim()).not.toBe('');
        }
      }),
    );
  });
});
