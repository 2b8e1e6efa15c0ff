import { CalendarDateTime } from '@internationalized/date';
import { MAX_MONEY_AMOUNT, formatCurrencyAmount } from 'spend-ui';
import { z } from 'zod/mini';
import { FIELD_REQUIRED } from '../auth/messages.js';
import { RECURRING_FREQUENCIES, SCHEDULE_TIME_ZONE, schedulePastProblem } from './scheduledPayment.js';

// The scheduled and recurring payment form's rules (§5), apart from its values' type (scheduledPayment.ts)
// so that no zod type reaches the published declarations.

const dateTime = z.custom<CalendarDateTime | null>((value) => value === null || value instanceof CalendarDateTime);

/**
 * Source account, amount and date each required; Next flags every missing one (§5); a date and time not
 * after `now()` is refused at its field (the backend refuses it by the same rule, `schedulePastProblem`).
 */
export const scheduledPaymentSchemaAt = (now: () => number) =>
  z
    .object({
      source_account: z.nullable(z.string()),
      buy_currency: z.string(),
      amount: z.nullable(z.number()),
      require_invoice: z.boolean(),
      schedule: dateTime,
      frequency: z.enum(RECURRING_FREQUENCIES),
    })
    .check(
      z.superRefine((form, context) => {
        const missing = (path: 'source_account' | 'amount' | 'schedule') =>
          context.addIssue({ code: 'custom', path: [path], message: FIELD_REQUIRED });
        if (!form.source_account) missing('source_account');
        if (form.amount === null || !Number.isFinite(form.amount) || form.amount <= 0) missing('amount');
        // The money field's own maximum, refused here too: an amount the field flags is never sent.
        else if (form.amount > MAX_MONEY_AMOUNT)
          context.addIssue({
            code: 'custom',
            path: ['amount'],
            message: `Enter ${formatCurrencyAmount(MAX_MONEY_AMOUNT, form.buy_currency)} or less`,
          });
        if (!form.schedule) missing('schedule');
        const past = form.schedule
          ? schedulePastProblem(form.schedule.toDate(SCHEDULE_TIME_ZONE).getTime(), now())
          : null;
        if (past) context.addIssue({ code: 'custom', path: ['schedule'], message: past });
      }),
    );

/** The form's rules against the real clock. */
export const scheduledPaymentSchema = scheduledPaymentSchemaAt(Date.now);
