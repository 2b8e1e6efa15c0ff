import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPayNowDraft,
  keepPayNowDraft,
  readPayNowDraft,
  resumableStep,
  type PayNowDraft,
} from '../../../features/payments/payNowDraft.js';

const draft: PayNowDraft = {
  step: 'amount',
  recipientId: '12',
  reason: { reason: 'Cotton fabric', reference: 'PO-77' },
  values: { sellCurrency: 'USD', buyCurrency: 'INR', fixedSide: 'buy', amount: 2500 },
};

describe('pay now kept for the session', () => {
  afterEach(() => sessionStorage.clear());

  it('is kept per user, and forgotten', () => {
    keepPayNowDraft(7, draft);
    expect(readPayNowDraft(7)).toEqual(draft);
    expect(readPayNowDraft(8)).toBeUndefined();
    forgetPayNowDraft(7);
    expect(readPayNowDraft(7)).toBeUndefined();
  });

  it('is not kept for a user without an id', () => {
    keepPayNowDraft(undefined, draft);
    expect(sessionStorage.length).toBe(0);
    expect(readPayNowDraft(undefined)).toBeUndefined();
  });

  it('never writes a one-time code, whatever the object handed over holds', () => {
    keepPayNowDraft(7, { ...draft, code: '123456', password: 'secret' } as PayNowDraft);
    const stored = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? '');
    expect(stored).toHaveLength(1);
    expect(stored.join()).not.toMatch(/123456|secret|code|password/);
  });

  it('reads something unreadable or of another shape as nothing', () => {
    keepPayNowDraft(7, draft);
    const [key] = Object.keys(sessionStorage);
    sessionStorage.setItem(key ?? '', '{not json');
    expect(readPayNowDraft(7)).toBeUndefined();
    sessionStorage.setItem(key ?? '', JSON.stringify({ ...draft, step: 'complete' }));
    expect(readPayNowDraft(7)).toBeUndefined();
  });

  it('comes back at Amount from Review (the quote and the code are asked again)', () => {
    expect(resumableStep('review')).toBe('amount');
    expect(resumableStep('reason')).toBe('reason');
  });
});
