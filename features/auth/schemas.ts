// The register form's rules with the spec's messages (§3, §5). Its values' type is written out in
// registerForm.ts (no zod type in the published declarations); the check at the end keeps the two the same.
import { z } from 'zod/mini';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import { TEXT_LIMITS, withinLimit } from '../forms/textLimits.js';
import { emailRule } from './authForms.js';
import { FIELD_REQUIRED, PHONE_INVALID } from './messages.js';
import { passwordProblem } from './model.js';
import { isPhoneNumberOf, type RegisterForm } from './registerForm.js';

const required = z.string().check(z.trim(), z.minLength(1, FIELD_REQUIRED));

const phoneParts = z.object({ code: required, phone: z.string().check(z.regex(/\d/)) });

/** The register form's rules with the spec's messages (§3, §5). */
export const registerSchema = z
  .object({
    fname: required.check(withinLimit(TEXT_LIMITS.personName)),
    lname: required.check(withinLimit(TEXT_LIMITS.personName)),
    account_name: required.check(withinLimit(TEXT_LIMITS.organisationName)),
    email: emailRule.check(withinLimit(TEXT_LIMITS.email)),
    /** Dial code with its plus sign, e.g. `+1`. */
    code: required,
    /** The national number; its digits are what count. */
    phone: z.string().check(
      z.trim(),
      z.minLength(1, FIELD_REQUIRED),
      z.refine((value) => value.replace(/\D/g, '').length > 0, FIELD_REQUIRED),
    ),
    password: z.string().check(
      z.superRefine((value, context) => {
        const problem = passwordProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
      }),
    ),
    agreeToTermsAndPrivacy: z.boolean(),
  })
  .check(
    z.refine((form) => isPhoneNumberOf(form.code, form.phone.replace(/\D/g, '')), {
      // The number must be one its country code can dial ((###) ###-#### for +1), checked before sending —
      // as soon as the number is there, whatever the other fields hold.
      path: ['phone'],
      message: PHONE_INVALID,
      when: ({ value }) => phoneParts.safeParse(value).success,
    }),
  );

export type AnswerTypesMatch = [Expect<SameType<OutputOf<typeof registerSchema>, RegisterForm>>];
