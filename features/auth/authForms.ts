// The e-mail rule and the login and forgot-password forms (zod), apart from the rest of the auth model:
// the session code that every screen loads reads model.ts, and must not carry zod.
import { z } from 'zod';
import { EMAIL_INVALID, FIELD_REQUIRED } from './messages.js';

/** An e-mail field: required, then a well-formed address (checked at the field, not by the browser). */
export const emailRule = z.string().trim().min(1, FIELD_REQUIRED).pipe(z.email(EMAIL_INVALID));

/**
 * The login form. The spec has no client-side rule; the e-mail's format is checked at the field like
 * every other form's, and the password is left to the server. The email is lower-cased before sending (§5).
 */
export const loginSchema = z.object({ email: emailRule, password: z.string() });

export type LoginForm = z.infer<typeof loginSchema>;

/** The forgot-password form: one e-mail. */
export const forgotPasswordSchema = z.object({ email: emailRule });
