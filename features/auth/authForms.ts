// The e-mail rule of the zod forms (the register form), apart from the rest of the auth model: the
// session code that every screen loads reads model.ts, and must not carry zod. The login and
// forgot-password screens check the same rule without zod (signInForms.ts).
import { z } from 'zod/mini';
import { EMAIL_INVALID, FIELD_REQUIRED } from './messages.js';

/** An e-mail field: required, then a well-formed address (checked at the field, not by the browser). */
export const emailRule = z.pipe(z.string().check(z.trim(), z.minLength(1, FIELD_REQUIRED)), z.email(EMAIL_INVALID));
