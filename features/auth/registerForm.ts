// The register form's rules (zod) apart from the rest of the auth model, so the login screen's
// chunk does not carry zod: only the register screen needs it.
import { z } from 'zod';
import { FIELD_REQUIRED, PASSWORD_TOO_SHORT } from './messages.js';
import { normaliseEmail, type RegisterRequest } from './model.js';

const required = z.string().trim().min(1, FIELD_REQUIRED);

/** The register form's rules with the spec's messages (§3, §5). */
export const registerSchema = z.object({
  fname: required,
  lname: required,
  account_name: required,
  email: required,
  /** Dial code with its plus sign, e.g. `+1`. */
  code: required,
  /** The national number; its digits are what count. */
  phone: z
    .string()
    .trim()
    .min(1, FIELD_REQUIRED)
    .refine((value) => value.replace(/\D/g, '').length > 0, FIELD_REQUIRED),
  password: z.string().min(1, FIELD_REQUIRED).min(8, PASSWORD_TOO_SHORT),
  agreeToTermsAndPrivacy: z.boolean(),
});

export type RegisterForm = z.infer<typeof registerSchema>;

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
