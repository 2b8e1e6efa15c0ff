// The redemption form's rule (classic zod, as the other react-hook-form schemas) apart from the answers'
// schemas in model.ts (zod/mini), so the cashback screens that only read do not load classic zod.
import { z } from 'zod';
import { REDEMPTION_BELOW_MINIMUM } from './messages.js';
import { MINIMUM_REDEMPTION } from './model.js';

/** The redemption form (§5 "Cashback redemption"): an amount of at least 100. */
export const redemptionFormSchema = z.object({
  amount: z
    .number({ error: REDEMPTION_BELOW_MINIMUM })
    .nullable()
    .refine((value): value is number => value !== null && value >= MINIMUM_REDEMPTION, {
      message: REDEMPTION_BELOW_MINIMUM,
    }),
});
export type RedemptionFormValues = z.input<typeof redemptionFormSchema>;
export const emptyRedemptionForm: RedemptionFormValues = { amount: null };
