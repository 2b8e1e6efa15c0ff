import { z } from 'zod/mini';
import { FILL_ALL_DETAILS } from './messages.js';
import {
  emptyRecipientValues,
  recipientFieldProblem,
  type RecipientEntityType,
  type RecipientFieldDefinition,
  type RecipientFieldValues,
} from './requirements.js';

// The add-recipient wizard's first step as one form (accounts-payments-recipients.md §4, §5): country,
// currency and type, then the fields the server's requirements ask for, under `details`.

export interface RecipientFormValues {
  country: string;
  currency: string;
  entity_type: RecipientEntityType | '';
  details: RecipientFieldValues;
}

export const emptyRecipientForm: RecipientFormValues = { country: '', currency: '', entity_type: '', details: {} };

const chosen = z.string().check(z.minLength(1, FILL_ALL_DETAILS));

/** Fields answered by the server for one choice of country, currency and type (`requirementsKey`). */
export interface AnsweredFields {
  key: string;
  fields: readonly RecipientFieldDefinition[];
}

/**
 * Country, currency and type each required ('You must fill all the details'), then the rules of the
 * server's fields — only while the choices on screen are the ones those fields answer.
 */
export function recipientFormSchema(answered: AnsweredFields | null) {
  return z
    .object({
      country: chosen,
      currency: chosen,
      entity_type: z
        .union([z.enum(['company', 'individual']), z.literal('')])
        .check(z.refine((value) => value !== '', { message: FILL_ALL_DETAILS })),
      details: z.record(z.string(), z.string()),
    })
    .check(
      z.superRefine((values, context) => {
        if (!answered || requirementsKey(values) !== answered.key) return;
        for (const field of answered.fields) {
          const problem = recipientFieldProblem(field, values.details[field.name] ?? '');
          if (problem)
            context.addIssue({ code: 'custom', path: ['details', field.name], message: problem, input: values });
        }
      }),
    );
}

/** The rules of the server's fields alone, with their messages (what `recipientFormSchema` checks under `details`). */
export function recipientFieldsSchema(fields: readonly RecipientFieldDefinition[]) {
  return z.object(
    Object.fromEntries(
      fields.map((field) => [
        field.name,
        z.string().check(
          z.superRefine((value, context) => {
            const problem = recipientFieldProblem(field, value);
            if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
          }),
        ),
      ]),
    ),
  );
}

/** The values of a new answer's fields: what was typed under a name the answer still asks keeps its text. */
export function detailsFor(
  fields: readonly RecipientFieldDefinition[],
  typed: RecipientFieldValues,
): RecipientFieldValues {
  const empty = emptyRecipientValues(fields);
  for (const name of Object.keys(empty)) empty[name] = typed[name] ?? '';
  return empty;
}

/** The key of the requirements a country, currency and type call for (`null` until all three are chosen). */
export function requirementsKey(values: Pick<RecipientFormValues, 'country' | 'currency' | 'entity_type'>) {
  const { country, currency, entity_type } = values;
  return country && currency && entity_type ? `${country}/${currency}/${entity_type}` : null;
}

/** A bank country and currency pair, as the server marks company-only pairs. */
export const pairKey = (country: string, currency: string) => `${country}/${currency}`;
