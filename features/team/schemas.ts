import { z } from 'zod/mini';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import { emailProblem } from '../auth/signInForms.js';
import { FORM_HAS_ERRORS_NO_FULL_STOP } from '../forms/messages.js';
import { TEXT_LIMITS, withinLimit } from '../forms/textLimits.js';
import { isRoleChosen, type MemberFormInput, type MemberFormValues } from './memberForm.js';
import type { CompanyLists, Member, NamedEntry } from './model.js';

// The team answers' schemas (§3) and the member form's. Their types are written out in model.ts and
// memberForm.ts (no zod type in the published declarations); the checks at the end keep them the same.

const namedEntrySchema = z.object({ id: z.number(), name: z.string() });
const optionalText = z.nullish(z.string());
const textOrNumber = z.nullish(z.union([z.string(), z.number()]));

export const memberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: optionalText,
  phone: optionalText,
  phone_code: optionalText,
  employee_number: textOrNumber,
  /** A level name (CompanyAdmin, CompanyManager … or 'kyb-group') or a role number. */
  permission_level: textOrNumber,
  is_active: z.nullish(z.boolean()),
  /** The invite was accepted. */
  dashboard_ready: z.nullish(z.boolean()),
  assigned_manager: z.nullish(z.object({ manager__id: z.nullish(z.number()), manager__name: optionalText })),
  setting: z.nullish(z.object({ location: z.nullish(namedEntrySchema), department: z.nullish(namedEntrySchema) })),
});
export const memberListSchema = z.array(memberSchema);

/** The company setting's lists the member form offers (GET /auth/company/setting). */
export const companyListsSchema = z.object({
  location: z.nullish(z.array(namedEntrySchema)),
  department: z.nullish(z.array(namedEntrySchema)),
});

const failing = FORM_HAS_ERRORS_NO_FULL_STOP;
const filled = z.string().check(z.refine((value) => value.trim() !== '', failing));
/** A select's key: `''` while none is chosen (the form's select sets `null` when cleared). */
const chosenKey = z.pipe(
  z.union([z.string(), z.number(), z.null()]),
  z.transform((value) => (value === null ? '' : String(value))),
);

/**
 * The member form's rules (§5): first name, last name, email, employee id, country code, phone (numeric),
 * role (not empty, 'none' or 'unassigned') and assigned manager are required; location and department
 * are optional. Every failing field is flagged with the form's notice.
 */
export const memberFormSchema = z.object({
  first_name: filled.check(withinLimit(TEXT_LIMITS.personName)),
  last_name: filled.check(withinLimit(TEXT_LIMITS.personName)),
  // The sign-up form's e-mail rule, which the demo backend applies to a member's e-mail too.
  email: filled.check(
    withinLimit(TEXT_LIMITS.email),
    z.refine((value) => emailProblem(value) === undefined, failing),
  ),
  employee_number: filled.check(withinLimit(TEXT_LIMITS.identifier)),
  dial_code: z.string().check(z.refine((value) => /^\+\d{1,4}$/.test(value.trim()), failing)),
  phone: z.string().check(z.refine((value) => /^\d+$/.test(value.trim()), failing)),
  role: chosenKey.check(z.refine(isRoleChosen, failing)),
  assigned_manager: chosenKey.check(z.refine((value) => value.trim() !== '', failing)),
  department: chosenKey,
  location: chosenKey,
});

export type AnswerTypesMatch = [
  Expect<SameType<OutputOf<typeof namedEntrySchema>, NamedEntry>>,
  Expect<SameType<OutputOf<typeof memberSchema>, Member>>,
  Expect<SameType<OutputOf<typeof companyListsSchema>, CompanyLists>>,
  Expect<SameType<z.input<typeof memberFormSchema>, MemberFormInput>>,
  Expect<SameType<OutputOf<typeof memberFormSchema>, MemberFormValues>>,
];
