// The register form's rules (zod) apart from the rest of the auth model, so the login screen's
// chunk does not carry zod: only the register screen needs it.
import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod/mini';
import { FIELD_REQUIRED, PHONE_INVALID } from './messages.js';
import { emailRule } from './authForms.js';
import { TEXT_LIMITS, withinLimit } from '../forms/textLimits.js';
import { normaliseEmail, passwordProblem, type RegisterRequest } from './model.js';

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

/** Whether national `digits` are a valid number for the dial code `code` (`+1`), by libphonenumber-js. */
export function isPhoneNumberOf(code: string, digits: string): boolean {
  return isValidPhoneNumber(`${code}${digits}`);
}

export type RegisterForm = z.output<typeof registerSchema>;

/** Empty register form; the dial code defaults to Canada's (+1). */
export const emptyRegisterForm: RegisterForm = {
  fname: '',
  lname: '',
  account_name: '',
  email: '',
  code: '+1',
  phone: '',
  password: '',
  agreeToTermsAndPrivacy: false,
};

/** Builds the registration request from a valid form. */
export function toRegisterRequest(form: RegisterForm): RegisterRequest {
  return {
    name: `${form.fname.trim()} ${form.lname.trim()}`,
    account_name: form.account_name.trim(),
    phone: `${form.code}${form.phone.replace(/\D/g, '')}`,
    email: normaliseEmail(form.email),
    password: form.password,
  };
}
