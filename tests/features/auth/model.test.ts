import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { ApiError } from 'spend-ui/features';
import { failureMessage } from 'spend-ui/features/internal';
import { FORGOT_FAILURE, LOGIN_FAILURE, REGISTER_FAILURE, RESET_FAILURE } from '../../../features/auth/failures.js';
import { ONE_TIME_CODE_FAILURE } from '../../../features/otp/failures.js';
import { codeErrorMessage } from '../../../features/auth/api.js';
import { emptyRegisterForm, toRegisterRequest, type RegisterForm } from '../../../features/auth/registerForm.js';
import { registerSchema } from '../../../features/auth/schemas.js';
import { EMAIL_PATTERN, emailProblem } from '../../../features/auth/signInForms.js';
import { emailRule } from '../../../features/auth/authForms.js';
import { registerProblemMessage } from '../../../features/auth/RegisterScreen.js';
import { formatNorthAmericanPhone, isRegisterContinueEnabled } from '../../../features/auth/model.js';

const valid: RegisterForm = {
  fname: 'Nia',
  lname: 'New',
  account_name: 'Nia Co',
  email: 'Nia@Example.com',
  code: '+1',
  phone: '(416) 555-0123',
  password: 'longenough',
  agreeToTermsAndPrivacy: true,
};

function messages(form: RegisterForm): Record<string, string | undefined> {
  const result = registerSchema.safeParse(form);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('register form rules', () => {
  it('accepts a complete form', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });
  it('every field is required: "This field is required"', () => {
    const result = messages(emptyRegisterForm);
    for (const field of ['fname', 'lname', 'account_name', 'email', 'phone', 'password']) {
      expect(result[field]).toBe('This field is required');
    }
  });
  it('whitespace is not a value', () => {
    expect(messages({ ...valid, fname: '   ' }).fname).toBe('This field is required');
  });
  it('a password under 8 characters: "Password must be a minimum of 8 digits"', () => {
    expect(messages({ ...valid, password: '1234567' }).password).toBe('Password must be a minimum of 8 digits');
    expect(messages({ ...valid, password: '12345678' }).password).toBeUndefined();
  });
  it('a phone number its country code cannot dial is rejected at the field before sending', () => {
    expect(messages({ ...valid, phone: '41655' }).phone).toBe('Enter a valid phone number for the chosen country code');
    expect(messages({ ...valid, phone: '(123) 555-0123' }).phone).toBe(
      'Enter a valid phone number for the chosen country code',
    );
    expect(messages({ ...valid, code: '+44', phone: '4165550123' }).phone).toBe(
      'Enter a valid phone number for the chosen country code',
    );
    expect(messages({ ...valid, code: '+44', phone: '7400 123456' }).phone).toBeUndefined();
    // Checked as soon as the number is there, whatever the other fields hold.
    expect(messages({ ...emptyRegisterForm, phone: '41655' }).phone).toBe(
      'Enter a valid phone number for the chosen country code',
    );
  });
  it('a malformed e-mail is caught at the field', () => {
    expect(messages({ ...valid, email: 'jane' }).email).toBe('Enter a valid email address, like name@example.com');
    expect(messages({ ...valid, email: ' jane@example.com ' }).email).toBeUndefined();
  });
  it('the toast: mandatory fields first, then the password rule, none when only a format is wrong', () => {
    const problems = (form: RegisterForm) => {
      const result = registerSchema.safeParse(form);
      const errors = Object.fromEntries(
        (result.success ? [] : result.error.issues).map((issue) => [String(issue.path[0]), { message: issue.message }]),
      );
      return registerProblemMessage(errors);
    };
    expect(problems(emptyRegisterForm)).toBe('Please enter all mandatory fields');
    expect(problems({ ...valid, password: 'short', email: 'jane' })).toBe('Password must be a minimum of 8 digits');
    expect(problems({ ...valid, email: 'jane', phone: '41655' })).toBeUndefined();
  });
  it("login and forgot password: the e-mail is required and well formed; the login password is the server's to judge", () => {
    expect(emailProblem('')).toBe('This field is required');
    expect(emailProblem('   ')).toBe('This field is required');
    expect(emailProblem('jane')).toBe('Enter a valid email address, like name@example.com');
    expect(emailProblem('jane@example.com')).toBeUndefined();
    expect(emailProblem('  jane@example.com ')).toBeUndefined();
  });
  it("the login screens' e-mail rule is zod's, as the register form checks it", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    const zodMessage = (email: string) => {
      const result = emailRule.safeParse(email);
      return result.success ? undefined : result.error.issues[0]?.message;
    };
    const candidates = fc.oneof(
      fc.emailAddress(),
      fc.string(),
      fc
        .tuple(fc.constantFrom('', ' ', '\t'), fc.emailAddress(), fc.constantFrom('', ' '))
        .map((parts) => parts.join('')),
      fc.stringMatching(/^[a-z.@+'_-]{0,12}$/),
    );
    fc.assert(fc.property(candidates, (email) => emailProblem(email) === zodMessage(email)));
  });
  it('the dial code defaults to Canada', () => {
    expect(emptyRegisterForm.code).toBe('+1');
  });
  it('builds the request: name, lower-cased email, phone as code plus digits', () => {
    expect(toRegisterRequest(valid)).toEqual({
      name: 'Nia New',
      account_name: 'Nia Co',
      phone: '+14165550123',
      email: 'nia@example.com',
      password: 'longenough',
    });
  });
  it('Continue is enabled only with the terms ticked or while loading', () => {
    expect(isRegisterContinueEnabled(false, false)).toBe(false);
    expect(isRegisterContinueEnabled(true, false)).toBe(true);
    expect(isRegisterContinueEnabled(false, true)).toBe(true);
  });
  it('formats the phone as (###) ###-####', () => {
    expect(formatNorthAmericanPhone('4165550123')).toBe('(416) 555-0123');
    expect(formatNorthAmericanPhone('416')).toBe('(416');
    expect(formatNorthAmericanPhone('41655')).toBe('(416) 55');
    fc.assert(
      fc.property(fc.string(), (input) => {
        const formatted = formatNorthAmericanPhone(input);
        expect(formatted.replace(/\D/g, '')).toBe(input.replace(/\D/g, '').slice(0, 10));
      }),
    );
  });
});

describe('error texts', () => {
  const http = (status: number, body: unknown) => new ApiError({ status, body, kind: 'http' });
  it('login: the server message on 400, otherwise the generic text', () => {
    expect(failureMessage(http(400, { errors: { error: ['Invalid email or password'] } }), LOGIN_FAILURE)).toBe(
      'Invalid email or password',
    );
    expect(failureMessage(http(500, {}), LOGIN_FAILURE)).toBe(
      'An error has occured. Please try again later or contact the administrator.',
    );
    expect(failureMessage(new ApiError({ status: 0, body: null, kind: 'network' }), LOGIN_FAILURE)).toBe(
      'An error has occured. Please try again later or contact the administrator.',
    );
  });
  it('register: user.response, otherwise the fallback', () => {
    expect(failureMessage(http(400, { user: { response: 'Email already exists' } }), REGISTER_FAILURE)).toBe(
      'Email already exists',
    );
    expect(failureMessage(http(500, null), REGISTER_FAILURE)).toBe(
      'Something went wrong. Please check the form and try again.',
    );
  });
  it('codes: the 400 errors, nothing for other statuses', () => {
    expect(codeErrorMessage(http(400, { errors: ['Invalid code'] }))).toBe('Invalid code');
    expect(codeErrorMessage(http(500, { errors: ['Invalid code'] }))).toBeUndefined();
  });
  it('reset: first message per field as "field: message"', () => {
    expect(failureMessage(http(400, { password: ['Too common', 'x'], token: ['Bad'] }), RESET_FAILURE)).toBe(
      'password: Too common\ntoken: Bad',
    );
    expect(failureMessage(http(500, {}), RESET_FAILURE)).toBe(
      'Your password could not be reset. Please try again later or contact support.',
    );
  });
  it('forgot password: the 400 field errors, otherwise its own text (not the login one)', () => {
    expect(failureMessage(http(400, { email: ['Unknown e-mail'] }), FORGOT_FAILURE)).toBe('email: Unknown e-mail');
    expect(failureMessage(new ApiError({ status: 0, body: null, kind: 'network' }), FORGOT_FAILURE)).toBe(
      'We could not send the reset link. Please try again later or contact support.',
    );
  });
  it('login: the user error of a 400 comes before the errors list', () => {
    expect(failureMessage(http(400, { errors: { error: ['A'] }, user: { error: 'B' } }), LOGIN_FAILURE)).toBe('B');
  });
  it('codes: every field error of a 400, one per line; a network failure says the general failure', () => {
    expect(
      failureMessage(http(400, { errors: { otp: ['Wrong code'], channel: ['Bad channel'] } }), ONE_TIME_CODE_FAILURE),
    ).toBe('Wrong code\nBad channel');
    expect(failureMessage(new ApiError({ status: 0, body: null, kind: 'network' }), ONE_TIME_CODE_FAILURE)).toBe(
      'Something went wrong, please try again or contact support.',
    );
  });
});
