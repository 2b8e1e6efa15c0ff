import { CalendarDateTime } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_REQUIRED } from '../../../features/auth/messages.js';
import { QUOTE_VALIDITY_MS, type TimedQuote } from '../../../features/fx/quote.js';
import { ApiError, failureMessage } from '../../../features/api/index.js';
import { PAYMENT_FAILURE, SCHEDULED_PAYMENT_FAILURE } from '../../../features/payments/failures.js';
import {
  fxPaymentPayload,
  paymentRailsFor,
  paymentReasonSchema,
  payNowBack,
  recipientNextEnabled,
  regularRail,
  type FxPaymentInput,
} from '../../../features/payments/model.js';
import { paidToday, paymentLimitProblem } from '../../../features/payments/limits.js';
import {
  DEFAULT_RECURRING_FREQUENCY,
  emptyScheduledPayment,
  scheduledPaymentPayload,
  schedulePastProblem,
} from '../../../features/payments/scheduledPayment.js';
import { scheduledPaymentSchema, scheduledPaymentSchemaAt } from '../../../features/payments/schemas.js';
import {
  CAD_RAILS,
  INR_RAILS,
  SCHEDULE_IN_PAST,
  USD_RAILS,
  dailyLimitExceeded,
  regularLimitExceeded,
} from '../../../features/payments/messages.js';
import { SOMETHING_WENT_WRONG } from '../../../features/fx/messages.js';

const otp = { code: '123456', channel: 'phone' as const };

function timedQuote(side: 'sell' | 'buy', amount: number, buy = 'EUR', receivedAt = 0): TimedQuote {
  const rate = 0.9;
  return {
    request: { sell_currency: 'USD', buy_currency: buy, fixed_side: side, amount },
    quote:
      side === 'sell'
        ? { sell_amount: amount, buy_amount: amount * rate, rate, transfer: { id: 'tr-1' } }
        : { sell_amount: amount / rate, buy_amount: amount, rate, transfer: { id: 'tr-1' } },
    receivedAt,
    expiresAt: receivedAt + QUOTE_VALIDITY_MS,
  };
}

const input = (overrides: Partial<FxPaymentInput> = {}): FxPaymentInput => ({
  timed: timedQuote('sell', 100),
  now: 1_000,
  otp,
  recipient: { id: 42, bankCountry: 'DE' },
  reason: { reason: ' Invoice 7 ', reference: ' INV-7 ' },
  businessId: 9,
  purposeCode: '',
  ...overrides,
});

describe('the pay-now steps (§2, §4, §5)', () => {
  it('Back from the first step closes; elsewhere it goes one step back', () => {
    expect(payNowBack('recipient')).toBe('close');
    expect(payNowBack('reason')).toBe('recipient');
    expect(payNowBack('review')).toBe('amount');
  });

  it('Recipient Next waits for a recipient', () => {
    expect(recipientNextEnabled(null)).toBe(false);
    expect(recipientNextEnabled(undefined)).toBe(false);
    expect(recipientNextEnabled(0)).toBe(true);
  });

  it('the reason step requires a reason and a reference', () => {
    const issues = paymentReasonSchema.safeParse({ reason: '  ', reference: '' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['reason', FIELD_REQUIRED],
      ['reference', FIELD_REQUIRED],
    ]);
    expect(paymentReasonSchema.safeParse({ reason: 'Invoice', reference: 'INV-1' }).success).toBe(true);
  });
});

describe('the payment payload (§7)', () => {
  it('sends exactly the §7 fields, the amount from the fixed side', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('sell' as const, 'buy' as const),
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        (side, amount) => {
          const outcome = fxPaymentPayload(input({ timed: timedQuote(side, amount) }));
          expect(outcome.ok).toBe(true);
          if (!outcome.ok) return;
          expect(Object.keys(outcome.payload).sort()).toEqual(
            [
              'amount',
              'beneficiary_id',
              'business_id',
              'buy_currency',
              'fixed_side',
              'otp',
              'quote',
              'reason',
              'reference',
              'sell_currency',
              'term_aggrement',
              'transfer',
            ].sort(),
          );
          expect(outcome.payload).toMatchObject({
            amount,
            fixed_side: side,
            term_aggrement: true,
            beneficiary_id: 42,
            business_id: 9,
            reason: 'Invoice 7',
            reference: 'INV-7',
            transfer: { id: 'tr-1' },
          });
        },
      ),
    );
  });

  it('never sends an expired quote', () => {
    fc.assert(
      fc.property(fc.integer({ min: QUOTE_VALIDITY_MS, max: 100 * QUOTE_VALIDITY_MS }), (now) => {
        expect(fxPaymentPayload(input({ now }))).toEqual({ ok: false, reason: 'expired' });
      }),
    );
    expect(fxPaymentPayload(input({ timed: null }))).toEqual({ ok: false, reason: 'no-quote' });
  });

  it('adds the purpose code where one is required, and refuses to send without it', () => {
    const inr = input({ timed: timedQuote('sell', 500, 'INR'), recipient: { id: 42, bankCountry: 'IN' } });
    expect(fxPaymentPayload(inr)).toEqual({ ok: false, reason: 'purpose-code-missing' });
    const sent = fxPaymentPayload({ ...inr, purposeCode: 'goods' });
    expect(sent.ok && sent.payload.purpose_code).toBe('goods');
    const toDubai = fxPaymentPayload(input({ recipient: { id: 1, bankCountry: 'AE' }, purposeCode: 'SAL' }));
    expect(toDubai.ok && toDubai.payload.purpose_code).toBe('SAL');
  });
});

describe('rails and limits (§9)', () => {
  it('names the rails of CAD, USD and INR in the spec’s words', () => {
    expect(paymentRailsFor('CAD')?.text).toBe(CAD_RAILS);
    expect(paymentRailsFor('USD')?.regular).toEqual({ rails: 'FedACH', limit: 100_000 });
    expect(paymentRailsFor('INR')?.dailyLimitPerBeneficiary).toBe(1_500_000);
    expect(paymentRailsFor('INR')?.text).toBe(INR_RAILS);
    expect(USD_RAILS).toContain('Fedwire/CHIPS/SWIFT');
    expect(paymentRailsFor('EUR')).toBeUndefined();
  });

  it('sends INR by IMPS up to 200,000 and NEFT above', () => {
    expect(regularRail('INR', 200_000)).toBe('IMPS');
    expect(regularRail('INR', 200_000.01)).toBe('NEFT');
    expect(regularRail('CAD', 5)).toBe('EFT');
    expect(regularRail('GBP', 5)).toBeUndefined();
  });
});

describe('scheduled and recurring payments (§2, §5, §7)', () => {
  it('flags every missing field at once', () => {
    const issues = scheduledPaymentSchema.safeParse(emptyScheduledPayment('EUR')).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['source_account', FIELD_REQUIRED],
      ['amount', FIELD_REQUIRED],
      ['schedule', FIELD_REQUIRED],
    ]);
  });

  it('refuses a date and time already past at its field, by the rule the backend applies', () => {
    const values = {
      ...emptyScheduledPayment('EUR'),
      source_account: 'USD',
      amount: 250,
      schedule: new CalendarDateTime(2026, 7, 1, 9, 30),
    };
    // 09:30 in Chicago on 1 July is 14:30 UTC.
    const issues = (now: number) =>
      (scheduledPaymentSchemaAt(() => now).safeParse(values).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(issues(Date.UTC(2026, 6, 1, 14, 30))).toEqual([['schedule', SCHEDULE_IN_PAST]]);
    expect(issues(Date.UTC(2026, 6, 1, 14, 29))).toEqual([]);
    expect(schedulePastProblem(Date.UTC(2026, 6, 1), Date.UTC(2026, 6, 2))).toBe(SCHEDULE_IN_PAST);
  });

  it('repeats monthly by default', () => {
    expect(emptyScheduledPayment('EUR').frequency).toBe(DEFAULT_RECURRING_FREQUENCY);
    expect(DEFAULT_RECURRING_FREQUENCY).toBe('monthly');
  });

  it('sends the form with its type, fixed side buy and the recipient; frequency only when recurring', () => {
    const values = {
      ...emptyScheduledPayment('EUR'),
      source_account: 'USD',
      amount: 250,
      require_invoice: true,
      schedule: new CalendarDateTime(2026, 7, 1, 9, 30),
    };
    expect(scheduledPaymentSchemaAt(() => Date.UTC(2026, 5, 1)).safeParse(values).success).toBe(true);
    expect(scheduledPaymentPayload(values, 'schedule', 42, otp)).toEqual({
      otp,
      payment: {
        sell_currency: 'USD',
        buy_currency: 'EUR',
        amount: 250,
        require_invoice: true,
        // 9:30 in Chicago in July is CDT, UTC−5.
        schedule: '2026-07-01T14:30:00.000Z',
        type: 'schedule',
        fixed_side: 'buy',
        beneficiary_id: 42,
      },
    });
    expect(scheduledPaymentPayload({ ...values, frequency: 'weekly' }, 'reccur', 42, otp).payment).toMatchObject({
      type: 'reccur',
      frequency: 'weekly',
    });
  });
});

describe('payment failures (§8)', () => {
  it('show the server’s error text, else say the payment failed', () => {
    expect(
      failureMessage(
        new ApiError({ kind: 'http', status: 400, body: { results: { error: 'Daily limit reached' } } }),
        PAYMENT_FAILURE,
      ),
    ).toBe('Daily limit reached');
    expect(failureMessage(new ApiError({ kind: 'network', status: 0, body: null }), PAYMENT_FAILURE)).toBe(
      SOMETHING_WENT_WRONG,
    );
    expect(
      failureMessage(
        new ApiError({ kind: 'http', status: 400, body: { errors: ['Invalid date', 'x'] } }),
        SCHEDULED_PAYMENT_FAILURE,
      ),
    ).toBe('Invalid date');
  });
});

describe('§9 limits of a payment to a recipient', () => {
  const at = Date.UTC(2026, 2, 10, 18);
  const paid = (amount: number, created_at: string, status = 'completed', name = 'Bharat Textiles Pvt Ltd') => ({
    created_at,
    status,
    amount,
    currency: 'INR',
    beneficiary: { name },
  });

  it('refuses CAD and USD regular payments above 100,000 each, and nothing else per payment', () => {
    expect(paymentLimitProblem('CAD', 100_000)).toBeNull();
    expect(paymentLimitProblem('CAD', 100_000.01)).toBe(regularLimitExceeded('CAD', 100_000));
    expect(paymentLimitProblem('USD', 250_000)).toBe(regularLimitExceeded('USD', 100_000));
    expect(paymentLimitProblem('EUR', 5_000_000)).toBeNull();
  });

  it("refuses INR over 1,500,000 per recipient per day, counting the recipient's payments of the day (UTC)", () => {
    const payments = [
      paid(1_000_000, '2026-03-10T09:00:00Z'),
      paid(400_000, '2026-03-10T10:00:00Z', 'cancelled'),
      paid(900_000, '2026-03-09T23:00:00Z'),
      paid(900_000, '2026-03-10T11:00:00Z', 'processing', 'Someone else'),
    ];
    const already = paidToday(payments, 'Bharat Textiles Pvt Ltd', 'INR', at);
    expect(already).toBe(1_000_000);
    expect(paymentLimitProblem('INR', 500_000, already)).toBeNull();
    expect(paymentLimitProblem('INR', 500_001, already)).toBe(dailyLimitExceeded('INR', 1_500_000));
    expect(paymentLimitProblem('INR', 1_500_001)).toBe(dailyLimitExceeded('INR', 1_500_000));
  });
});

describe('the reason step limits (issue 40 item 10)', () => {
  it('refuses a reference longer than the limits table at the field', async () => {
    const { paymentReasonSchema } = await import('../../../features/payments/model.js');
    const { TEXT_LIMITS, textTooLong } = await import('../../../features/forms/textLimits.js');
    const result = paymentReasonSchema.safeParse({ reason: 'Fabric', reference: 'x'.repeat(10_028) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(textTooLong(TEXT_LIMITS.paymentReference));
    expect(paymentReasonSchema.safeParse({ reason: 'Fabric', reference: 'PO-77' }).success).toBe(true);
  });
});
