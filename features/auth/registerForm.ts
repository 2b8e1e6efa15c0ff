// The register form apart from the rest of the auth model; its rules (zod) are in schemas.ts, so the
// login screen's chunk does not carry zod: only the register screen needs it.
import { isValidPhoneNumber } from 'libphonenumber-js';
import { normaliseEmail, type RegisterRequest } from './model.js';

/** Whether national `digits` are a valid number for the dial code `code` (`+1`), by libphonenumber-js. */
export function isPhoneNumberOf(code: string, digits: string): boolean {
  return isDialablePhone(`${code}${digits}`);
}

/** A phone number as registration sends it (`+` code and digits) that its country code can dial. */
export function isDialablePhone(phone: string): boolean {
  return isValidPhoneNumber(phone);
}

/** The register form's values (§3): names, organisation, e-mail, dial code and number, password, consent. */
export interface RegisterForm {
  fname: string;
  lname: string;
  account_name: string;
  email: string;
  /** Dial code with its plus sign, e.g. `+1`. */
  code: string;
  /** The national number; its digits are what count. */
  phone: string;
  password: string;
  agreeToTermsAndPrivacy: boolean;
}

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
