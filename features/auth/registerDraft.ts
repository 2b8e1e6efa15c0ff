import type { CountryCode } from 'spend-ui';
import type { RegisterForm } from './registerForm.js';

/** What of a register form is kept while the visitor reads the terms: everything but the password. */
export type RegisterDraft = Omit<RegisterForm, 'password'> & { country: CountryCode };

// Memory only (this page's life): a reload forgets it, and no password is ever kept.
let draft: RegisterDraft | undefined;

/** Keeps the filled form, minus its password, for when the register screen opens again. */
export function keepRegisterDraft(form: RegisterForm, country: CountryCode) {
  const { password: _password, ...rest } = form;
  draft = { ...rest, country };
}

/** The form kept by `keepRegisterDraft`, if any. */
export function registerDraft(): RegisterDraft | undefined {
  return draft;
}

/** Forgets the kept form (after a successful sign-up). */
export function forgetRegisterDraft() {
  draft = undefined;
}
