import { z } from 'zod/mini';
import { CalendarDate } from '@internationalized/date';
import { textLimitProblem, TEXT_LIMITS } from '../forms/textLimits.js';
import { ADDRESS_LINE_TOO_LONG, KYB_FIELD_REQUIRED, NOT_AN_OPTION } from './messages.js';
import { fitsAddressLine, isBlank, isSelect } from './model.js';

// What the dialog's and the wizard's schemas share: the values the design-system fields put into a form,
// read the way the rules need them, and the checks that attach the spec's messages to model.ts's rules
// (required, a select's options, an address line). Each form's rules live in its schemas' `superRefine`
// (kybForm.ts for the dialog, wizard/<step>.ts for the wizard), so each condition of the spec reads as
// one line there.

/** A select's or combo box's key: `''` while none is chosen (the form's select sets `null` when cleared). */
export const chosenKey = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

/** A number field's value: NaN when empty (the number fields set `null` when emptied). */
export const numberOrEmpty = z.pipe(
  z.nullish(z.custom<number>((value) => typeof value === 'number')),
  z.transform((value) => value ?? Number.NaN),
);

/** A date picker's day: `null` while empty. */
export const dayOrEmpty = z.pipe(
  z.nullish(z.custom<CalendarDate>((value) => value instanceof CalendarDate)),
  z.transform((value) => value ?? null),
);

/** A list of keys (countries, currencies) from a multi-select; empty while none is chosen. */
export const keyList = z.pipe(
  z.nullish(z.array(z.string())),
  z.transform((value) => value ?? []),
);

/** A field's path in a form (`['BusinessDetails', 'website']`, `['shareHolders', 0, 'firstName']`). */
export type FieldPath = readonly (string | number)[];

/** What a `superRefine` reports: a message at a path of the form. */
export type Report = (path: FieldPath, message: string) => void;

/** The report function of a `superRefine`'s context. */
export function reporter(context: Pick<z.core.$RefinementCtx, 'addIssue'>): Report {
  return (path, message) => context.addIssue({ code: 'custom', path: [...path], message });
}

/** A required text: nothing but white space is "required". */
export function checkRequiredText(report: Report, path: FieldPath, value: string): void {
  if (isBlank(value)) report(path, KYB_FIELD_REQUIRED);
}

/** An address line (§5.5, §9): required or not, at most 30 characters. */
export function checkLine(report: Report, path: FieldPath, value: string, required: boolean): void {
  if (required && isBlank(value)) report(path, KYB_FIELD_REQUIRED);
  else if (!fitsAddressLine(value)) report(path, ADDRESS_LINE_TOO_LONG);
}

/**
 * A company's or bank's name (the dialog's business legal name and bank name, the wizard's company name):
 * required, and at most the product's limit for organisation names (features/forms/textLimits.ts).
 */
export function checkOrganisationName(report: Report, path: FieldPath, value: string): void {
  if (isBlank(value)) report(path, KYB_FIELD_REQUIRED);
  else {
    const tooLong = textLimitProblem(value, TEXT_LIMITS.organisationName);
    if (tooLong) report(path, tooLong);
  }
}

/** isSelect (§5.5): nothing chosen is "required"; a value that is no option (an old draft's) says so. */
export function checkSelect(report: Report, path: FieldPath, value: string, options: readonly string[]): void {
  if (isBlank(value)) report(path, KYB_FIELD_REQUIRED);
  else if (!isSelect(value, options)) report(path, NOT_AN_OPTION);
}
