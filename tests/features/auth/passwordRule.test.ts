import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FIELD_REQUIRED,
  PASSWORD_BLANK,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '../../../features/auth/messages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../../features/auth/model.js';
import { emptyRegisterForm } from '../../../features/auth/registerForm.js';
import { registerSchema } from '../../../features/auth/schemas.js';

/** The password's message from the register schema, as the form shows it at the field. */
function registerPasswordMessage(password: string): string | undefined {
  const result = registerSchema.safeParse({ ...emptyRegisterForm, password });
  return result.error?.issues.find((issue) => issue.path.join('.') === 'password')?.message;
}

const whitespace = fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003');
const visible = fc.constantFrom('a', 'Z', '7', '!', 'é', '😀');
const anyPassword = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.array(whitespace, { maxLength: 20 }).map((spaces) => spaces.join('')),
  fc.string({ minLength: 120, maxLength: 140 }),
);

describe('the one password rule (issue 27, item 6)', () => {
  it('refuses blank, only-space, short and over-long passwords with the message that says which', () => {
    fc.assert(
      fc.property(anyPassword, (password) => {
        const length = [...password].length;
        const expected =
          password === ''
            ? FIELD_REQUIRED
            : password.trim() === ''
              ? PASSWORD_BLANK
              : length < PASSWORD_MIN_LENGTH
                ? PASSWORD_TOO_SHORT
                : length > PASSWORD_MAX_LENGTH
                  ? PASSWORD_TOO_LONG
                  : undefined;
        expect(passwordProblem(password)).toBe(expected);
      }),
    );
  });

  it('accepts every password of 8 to 128 characters with something besides spaces, spaces kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(visible, whitespace), {
          minLength: PASSWORD_MIN_LENGTH - 1,
          maxLength: PASSWORD_MAX_LENGTH - 1,
        }),
        visible,
        fc.nat(),
        (characters, mark, at) => {
          const withMark = [...characters];
          withMark.splice(at % (characters.length + 1), 0, mark);
          expect(passwordProblem(withMark.join(''))).toBeUndefined();
        },
      ),
    );
  });

  it('refuses eight spaces and 10,000 characters, the cases found', () => {
    expect(passwordProblem('        ')).toBe(PASSWORD_BLANK);
    expect(passwordProblem('x'.repeat(10_000))).toBe(PASSWORD_TOO_LONG);
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(PASSWORD_TOO_LONG);
  });

  it('is the register form’s rule on every input', () => {
    fc.assert(fc.property(anyPassword, (password) => registerPasswordMessage(password) === passwordProblem(password)));
  });
});
