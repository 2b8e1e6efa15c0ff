import { z } from 'zod/mini';
import { safeParse } from '../api/safeParse.js';

/**
 * A live-update message (§3: `messageType`, `message`). The spec names five notices (§8): a
 * reversal, a credit, a decline, a fine added because of a Failed Withdrawal, and a transaction made
 * for an amount; the channel sends them as these types.
 */
export const LIVE_MESSAGE_TYPES = ['REVERSAL', 'CREDIT', 'DECLINE', 'FINE', 'TRANSACTION'] as const;
export type LiveMessageType = (typeof LIVE_MESSAGE_TYPES)[number];

export interface LiveNotice {
  messageType: LiveMessageType;
  message: string;
}

const liveMessageSchema = z.object({
  messageType: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.trim().toUpperCase()),
    ),
    z.enum(LIVE_MESSAGE_TYPES),
  ),
  message: z.string().check(z.trim(), z.minLength(1)),
});

export type LiveMessageParse = { ok: true; notice: LiveNotice } | { ok: false; problem: string };

/**
 * Reads one frame of the channel. Anything but a JSON object with a known `messageType` and a
 * non-empty `message` is malformed: the caller drops it (and logs the problem), never shows it.
 */
export function parseLiveMessage(data: unknown): LiveMessageParse {
  if (typeof data !== 'string') return { ok: false, problem: 'not a text frame' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  const result = safeParse(liveMessageSchema, parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, problem: issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'invalid' };
  }
  return { ok: true, notice: result.data };
}
