import { CalendarDate } from '@internationalized/date';
import { z } from 'zod/mini';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import { FIELD_REQUIRED } from '../auth/messages.js';
import { passwordProblem } from '../auth/model.js';
import { decimalSchema as decimal } from '../fx/schemas.js';
import { PASSWORDS_DIFFER, STATEMENT_IN_FUTURE } from './messages.js';
import { statementDateProblems } from './model.js';
import type {
  ActivityAnswer,
  Balance,
  ConversionActivity,
  FundingAccount,
  InboundActivity,
  PaymentActivity,
  SingleBalance,
} from './model.js';
import { newPasswordsDiffer, type Profile } from './profile.js';
import { STATEMENT_FILE_TYPES } from './statement.js';

// The accounts' and the profile's answers (accounts-payments-recipients.md §3), checked at the seam, and
// the forms' rules. The answers' types are written out in model.ts and profile.ts, so that no zod type
// reaches the published declarations; the checks at the end keep the two the same.

const optionalText = z.nullish(z.string());

export const balanceSchema = z.object({
  currency_code: z.string(),
  code: z.optional(z.string()),
  currency: z.optional(z.string()),
  amount: decimal,
  symbol: optionalText,
});
export const balanceListSchema = z.array(balanceSchema);
export const singleBalanceSchema = z.object({ amount: decimal });

export const fundingAccountSchema = z.object({
  routing_code_type: optionalText,
  routing_code: optionalText,
  account_number_type: optionalText,
  account_number: optionalText,
  account_holder_name: optionalText,
  bank_name: optionalText,
  bank_address: optionalText,
  bank_country: optionalText,
  currency: optionalText,
  payment_type: optionalText,
});
export const fundingAccountListSchema = z.array(fundingAccountSchema);

export const paymentActivitySchema = z.object({
  id: z.union([z.number(), z.string()]),
  created_at: z.string(),
  status: z.string(),
  model_name: z.literal('payment'),
  amount_received: z.nullish(decimal),
  sell_currency: optionalText,
  activity_log: z.nullish(z.object({ description: optionalText })),
  cc_short_reference: optionalText,
  related_entity_short_reference: optionalText,
  fees: z.nullish(decimal),
  amount_converted: z.nullish(decimal),
  conversion_rate: z.nullish(decimal),
  amount: z.nullish(decimal),
  currency: optionalText,
  description: optionalText,
  payment_reference: optionalText,
  beneficiary: z.nullish(z.object({ name: z.string(), email: optionalText })),
});

export const inboundActivitySchema = z.object({
  id: z.union([z.number(), z.string()]),
  created_at: z.string(),
  status: z.string(),
  model_name: z.literal('inbound'),
  amount: decimal,
  currency: z.string(),
});

export const conversionActivitySchema = z.object({
  id: z.union([z.number(), z.string()]),
  created_at: z.string(),
  status: z.string(),
  model_name: z.literal('conversion'),
  sell_currency: z.string(),
  sell_amount: decimal,
  buy_currency: z.string(),
  buy_amount: decimal,
  conversion_rate: z.nullish(decimal),
  cc_short_reference: optionalText,
});

export const activityAnswerSchema = z.object({
  data: z.object({
    payments: z._default(z.array(paymentActivitySchema), []),
    inbound: z._default(z.array(inboundActivitySchema), []),
    conversions: z._default(z.array(conversionActivitySchema), []),
  }),
});

export const profileSchema = z.object({
  name: z.string(),
  email: z.nullish(z.string()),
  phone: z.nullish(z.string()),
});

// --- The forms -----------------------------------------------------------------------------------

/**
 * "No format checks on email or phone are shown" (§5): the server's answer says what is wrong. The form
 * is read-only until Edit, and Save is enabled only in edit mode.
 */
export const profileFormSchema = z.object({ email: z.string(), phone: z.string() });

/**
 * The same rule as a schema, for the form: each empty field required, the new password by the one password
 * rule (`passwordProblem`), both new fields flagged while they differ.
 */
export const changePasswordSchema = z
  .object({ old_password: z.string(), new_password: z.string(), repeat_password: z.string() })
  .check(
    z.superRefine((form, context) => {
      for (const field of ['old_password', 'new_password', 'repeat_password'] as const) {
        if (form[field] === '') context.addIssue({ code: 'custom', path: [field], message: FIELD_REQUIRED });
      }
      // The new password keeps the one password rule (the old one is whatever it was).
      const newPasswordProblem = form.new_password === '' ? undefined : passwordProblem(form.new_password);
      if (newPasswordProblem) context.addIssue({ code: 'custom', path: ['new_password'], message: newPasswordProblem });
      if (form.new_password !== '' && newPasswordsDiffer(form)) {
        for (const field of ['new_password', 'repeat_password'] as const) {
          context.addIssue({ code: 'custom', path: [field], message: PASSWORDS_DIFFER });
        }
      }
    }),
  );

const calendarDate = z.custom<CalendarDate | null>((value) => value === null || value instanceof CalendarDate);

/** The form's rules with their messages: both dates required, From ≤ To, neither after today. */
export function statementFormSchema(today: CalendarDate) {
  return z.object({ from: calendarDate, to: calendarDate, file_type: z.enum(STATEMENT_FILE_TYPES) }).check(
    z.superRefine((form, context) => {
      const problem = (path: 'from' | 'to', message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (!form.from) problem('from', FIELD_REQUIRED);
      if (!form.to) problem('to', FIELD_REQUIRED);
      if (form.from && form.to) {
        for (const { field, message } of statementDateProblems(form.from, form.to, today)) problem(field, message);
      } else {
        if (form.from && form.from.compare(today) > 0) problem('from', STATEMENT_IN_FUTURE);
        if (form.to && form.to.compare(today) > 0) problem('to', STATEMENT_IN_FUTURE);
      }
    }),
  );
}

export type AnswerTypesMatch = [
  Expect<SameType<OutputOf<typeof balanceSchema>, Balance>>,
  Expect<SameType<OutputOf<typeof singleBalanceSchema>, SingleBalance>>,
  Expect<SameType<OutputOf<typeof fundingAccountSchema>, FundingAccount>>,
  Expect<SameType<OutputOf<typeof paymentActivitySchema>, PaymentActivity>>,
  Expect<SameType<OutputOf<typeof inboundActivitySchema>, InboundActivity>>,
  Expect<SameType<OutputOf<typeof conversionActivitySchema>, ConversionActivity>>,
  Expect<SameType<OutputOf<typeof activityAnswerSchema>, ActivityAnswer>>,
  Expect<SameType<OutputOf<typeof profileSchema>, Profile>>,
];
