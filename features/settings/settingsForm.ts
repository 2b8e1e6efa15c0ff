// The Organization Setup form's rules (classic zod, as the other react-hook-form schemas) apart from the
// answer's schema in model.ts (zod/mini), so screens that only read the company setting do not load
// classic zod.
import { z } from 'zod';
import { thresholdProblem } from './model.js';

const chipSchema = z.object({ id: z.number().optional(), name: z.string() });

/** A threshold field's value: any number (the rule says what is wrong with it); `null` (emptied) reads as NaN. */
const thresholdField = z
  .union([z.custom<number>((value) => typeof value === 'number'), z.null().transform(() => Number.NaN)])
  .superRefine((value, context) => {
    const problem = thresholdProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** The Organization Setup form's rules with their messages (§5: thresholds must be numeric). */
export const settingsFormSchema = z.object({
  departments: z.array(chipSchema),
  locations: z.array(chipSchema),
  receipt_threshold: thresholdField,
  memo_threshold: thresholdField,
});
