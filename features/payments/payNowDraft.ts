import { z } from 'zod/mini';
import type { ConverterValues } from '../fx/quote.js';
import type { PaymentReasonValues, PayNowStep } from './model.js';

/*
 * Pay now in progress is kept in sessionStorage (per user) while the flow is open, so that a reload, Back
 * and Forward, or a 401 and signing in again bring it back with what was chosen and typed: the recipient,
 * the reason and reference, the amount's side and value and the step reached (at most Amount: the quote
 * is asked again). Never a one-time code: the review step's code is not part of it. Forgotten when the
 * payment is sent or the user closes the flow.
 */

const DRAFT_KEY_PREFIX = 'spend.pay-now-draft';

/** The steps a kept flow comes back to: Review asks a fresh quote and a code, so it comes back at Amount. */
const RESUMABLE_STEPS = ['recipient', 'reason', 'amount'] as const;
export type ResumableStep = (typeof RESUMABLE_STEPS)[number];

export interface PayNowDraft {
  step: ResumableStep;
  recipientId: string | null;
  reason: PaymentReasonValues;
  values: ConverterValues;
}

const draftSchema = z.object({
  step: z.enum(RESUMABLE_STEPS),
  recipientId: z.nullable(z.string()),
  reason: z.object({ reason: z.string(), reference: z.string() }),
  values: z.object({
    sellCurrency: z.string(),
    buyCurrency: z.string(),
    fixedSide: z.enum(['sell', 'buy']),
    amount: z.nullable(z.number()),
  }),
});

/** Where a step comes back: itself, or Amount for Review (Complete is never kept). */
export function resumableStep(step: Exclude<PayNowStep, 'complete'>): ResumableStep {
  return step === 'review' ? 'amount' : step;
}

function draftKey(userId: number | undefined): string | null {
  return userId === undefined ? null : `${DRAFT_KEY_PREFIX}.${userId}`;
}

function draftStorage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/** Keeps the flow as it stands (only the fields of `PayNowDraft`, whatever else the object holds). */
export function keepPayNowDraft(userId: number | undefined, draft: PayNowDraft): void {
  const key = draftKey(userId);
  const parsed = draftSchema.safeParse(draft);
  if (!key || !parsed.success) return;
  try {
    draftStorage()?.setItem(key, JSON.stringify(parsed.data));
  } catch {
    // Storage full or blocked: the flow still holds it for as long as the page lives.
  }
}

/** The flow kept for this user, if any (something unreadable counts as nothing). */
export function readPayNowDraft(userId: number | undefined): PayNowDraft | undefined {
  const key = draftKey(userId);
  try {
    const raw = key ? draftStorage()?.getItem(key) : null;
    if (!raw) return undefined;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Drops the kept flow (the payment was sent, or the user closed the flow). */
export function forgetPayNowDraft(userId: number | undefined): void {
  const key = draftKey(userId);
  try {
    if (key) draftStorage()?.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
