import { z } from 'zod/mini';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import { TEXT_LIMITS, withinLimit } from '../forms/textLimits.js';
import { thresholdProblem, type CompanySetting, type SettingEntry } from './model.js';

// The company setting's answer schema (§3) and the Organization Setup form's. The answer's types are
// written out in model.ts (no zod type in the published declarations); the checks at the end keep the
// two the same.

export const settingEntrySchema = z.object({ id: z.number(), name: z.string() });

/** A threshold as the server sends it: a number or a decimal string; `null` when none is set. */
const thresholdAnswer = z.nullish(z.coerce.number());

/** A list of entries; none sent reads as an empty list. */
const entryList = z.pipe(
  z.nullish(z.array(settingEntrySchema)),
  z.transform((entries) => entries ?? []),
);

/**
 * GET /auth/company/setting `results`. Loose: the answer's other parts (banks, connected_banks, beta
 * features) are kept for whoever else reads the same cached answer.
 */
export const companySettingSchema = z.looseObject({
  billing_address: z.nullish(z.string()),
  location: entryList,
  department: entryList,
  receipt_threshold: thresholdAnswer,
  memo_threshold: thresholdAnswer,
});

const chipSchema = z.object({ id: z.optional(z.number()), name: z.string().check(withinLimit(TEXT_LIMITS.listEntry)) });

/** A threshold field's value: any number (the rule says what is wrong with it); `null` (emptied) reads as NaN. */
const thresholdField = z
  .union([
    z.custom<number>((value) => typeof value === 'number'),
    z.pipe(
      z.null(),
      z.transform(() => Number.NaN),
    ),
  ])
  .check(
    z.superRefine((value, context) => {
      const problem = thresholdProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  );

/** The Organization Setup form's rules with their messages (§5: thresholds must be numeric). */
export const settingsFormSchema = z.object({
  departments: z.array(chipSchema),
  locations: z.array(chipSchema),
  receipt_threshold: thresholdField,
  memo_threshold: thresholdField,
});

export type AnswerTypesMatch = [
  Expect<SameType<OutputOf<typeof settingEntrySchema>, SettingEntry>>,
  Expect<SameType<OutputOf<typeof companySettingSchema>, CompanySetting>>,
];
