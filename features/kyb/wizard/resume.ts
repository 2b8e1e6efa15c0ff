import { z } from 'zod/mini';
import type { CalendarDate } from '@internationalized/date';
import { fromApiDate } from '../../format/apiDates.js';
import { accountUsageSchema, accountUsageShape, emptyAccountUsage } from './accountUsage.js';
import { businessDetailsSchema, businessDetailsShape, emptyBusinessDetails } from './businessDetails.js';
import { blankShareholder, directorsSchema, directorsShape, emptyDirectors } from './directors.js';
import type { WizardRuleContext } from './people.js';
import { emptyPersonalDetails, personalDetailsSchema, personalDetailsShape } from './personalDetails.js';
import { reviewAccountUsage, reviewBusinessDetails, reviewDirectors, reviewPersonalDetails } from './review.js';
import type { BusinessSector } from './sectors.js';
import { StoredWizardFile } from './wizardFiles.js';
import type { StoredWizardStep, StoredWizardSteps } from './storedSteps.js';
import type { Expect, OutputOf, SameType } from '../../api/answerSchema.js';
import { initialWizardState, type WizardForms, type WizardState, type WizardStep } from './wizardState.js';

// A wizard resumed from what the host stores (issue 38 item 3): each step as its multipart body sent it
// (`stepFormData`: texts, a repeated field for a list, bracketed names for nested entries, files kept by
// the host and named here) read back into the step's values. The wizard opens at the first step the
// host does not hold or whose rules its values no longer pass (a date that is now in the past), as the
// dialog variant resumes its draft.

const storedStepSchema = z.object({
  /** The step's texts by the names the multipart body gave them; a repeated name as a list. */
  fields: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  /** The step's files by field name: the host's id and the name it was uploaded with. */
  files: z.record(z.string(), z.object({ id: z.string(), name: z.string() })),
});
const storedStepsSchema = z.partialRecord(
  z.enum(['personalDetails', 'businessDetails', 'accountUsage', 'directors']),
  storedStepSchema,
);
export type { StoredWizardStep, StoredWizardSteps } from './storedSteps.js';

export type StoredStepsMatch = [
  Expect<SameType<OutputOf<typeof storedStepSchema>, StoredWizardStep>>,
  Expect<SameType<OutputOf<typeof storedStepsSchema>, StoredWizardSteps>>,
];

type FieldText = string | readonly string[];

const firstText = (value: FieldText | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.[0];
const allTexts = (value: FieldText | undefined): string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : [...value];

/** How many entries a list of nested entries was sent with (`shareHolders[2][firstName]` → at least 3). */
function entryCount(stored: StoredWizardStep, name: string): number {
  const prefix = `${name}[`;
  let count = 0;
  for (const sent of [...Object.keys(stored.fields), ...Object.keys(stored.files)]) {
    if (!sent.startsWith(prefix)) continue;
    const index = Number(/^(\d+)\]/.exec(sent.slice(prefix.length))?.[1]);
    if (Number.isInteger(index)) count = Math.max(count, index + 1);
  }
  return count;
}

/**
 * The value of `name` read back by the kind of the step's empty value: a text, a number, a yes/no, a
 * list of keys, a list of nested entries (`entryOf` gives a blank one), a file or a day (both empty as
 * `null`: the files come apart from the texts), or a nested entry.
 */
function restore(
  blank: unknown,
  name: string,
  stored: StoredWizardStep,
  entryOf: Readonly<Record<string, () => object>>,
): unknown {
  const sent = stored.fields[name];
  if (typeof blank === 'string') return firstText(sent) ?? blank;
  if (typeof blank === 'number') {
    const typed = firstText(sent);
    return typed === undefined || typed.trim() === '' ? blank : Number(typed);
  }
  if (typeof blank === 'boolean') {
    const typed = firstText(sent);
    return typed === undefined ? blank : typed === 'true';
  }
  if (blank === null) {
    const file = stored.files[name];
    if (file) return new StoredWizardFile(file.name, file.id);
    return fromApiDate(firstText(sent));
  }
  if (Array.isArray(blank)) {
    const blankEntry = entryOf[name];
    if (!blankEntry) return allTexts(sent);
    return Array.from({ length: entryCount(stored, name) }, (_, index) =>
      restore(blankEntry(), `${name}[${index}]`, stored, entryOf),
    );
  }
  if (typeof blank === 'object')
    return Object.fromEntries(
      Object.entries(blank).map(([key, value]) => [key, restore(value, `${name}[${key}]`, stored, entryOf)]),
    );
  return blank;
}

/** A step's values: its empty values, each replaced by what the host holds. */
function restoreStep(
  empty: object,
  stored: StoredWizardStep,
  entryOf: Readonly<Record<string, () => object>> = {},
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(empty).map(([field, blank]) => [field, restore(blank, field, stored, entryOf)]),
  );
}

export interface ResumeContext {
  /** The company's country of incorporation as the host knows it (the step's hidden picker). */
  incorporationCountry: string;
  today: CalendarDate;
  sectors?: readonly BusinessSector[];
}

/**
 * The wizard's state for what the host holds (anything it cannot read is ignored, as a failed read
 * is): the values of every step it holds, the review list of each that passes its rules, and the step
 * to open — the first one missing or failing, or the review when all four pass.
 */
export function resumedWizardState(
  held: unknown,
  { incorporationCountry, today, sectors }: ResumeContext,
): WizardState {
  const parsed = storedStepsSchema.safeParse(held);
  if (!parsed.success) return initialWizardState;
  const stored = parsed.data;
  const context: WizardRuleContext = { incorporationCountry, today };
  const forms: Partial<WizardForms> = {};
  let resumeAt: WizardStep | undefined;
  const passed = (step: WizardStep, success: boolean) => {
    if (!success) resumeAt ??= step;
    return success;
  };

  const personal = stored.personalDetails
    ? personalDetailsShape.safeParse({
        ...restoreStep(emptyPersonalDetails(incorporationCountry), stored.personalDetails),
        country_of_incorporation: incorporationCountry,
      })
    : undefined;
  if (personal?.success) {
    forms.personalDetails = personal.data;
    if (passed('personalDetails', personalDetailsSchema(today).safeParse(personal.data).success))
      forms.reviewPersonalDetails = reviewPersonalDetails(personal.data);
  } else passed('personalDetails', false);

  const business = stored.businessDetails
    ? businessDetailsShape.safeParse(restoreStep(emptyBusinessDetails(incorporationCountry), stored.businessDetails))
    : undefined;
  if (business?.success) {
    forms.businessDetails = business.data;
    if (passed('businessDetails', businessDetailsSchema(context, sectors).safeParse(business.data).success))
      forms.reviewBusinessDetails = reviewBusinessDetails(business.data);
  } else passed('businessDetails', false);

  const usage = stored.accountUsage
    ? accountUsageShape.safeParse(restoreStep(emptyAccountUsage(), stored.accountUsage))
    : undefined;
  if (usage?.success) {
    forms.accountUsage = usage.data;
    if (passed('accountUsage', accountUsageSchema(context).safeParse(usage.data).success))
      forms.reviewAccountUsage = reviewAccountUsage(usage.data);
  } else passed('accountUsage', false);

  const directors = stored.directors
    ? directorsShape.safeParse(restoreStep(emptyDirectors(), stored.directors, { shareHolders: blankShareholder }))
    : undefined;
  if (directors?.success) {
    forms.directors = directors.data;
    if (passed('directors', directorsSchema(context).safeParse(directors.data).success))
      forms.reviewDirectors = reviewDirectors(directors.data);
  } else passed('directors', false);

  return { ...initialWizardState, forms, data: { step: resumeAt ?? 'review' } };
}
