import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, failureMessage } from '../../../features/api/index.js';
import {
  PASSWORDS_DIFFER,
  PROFILE_UPDATE_FAILED,
  STATEMENT_FROM_AFTER_TO,
  STATEMENT_IN_FUTURE,
} from '../../../features/accounts/messages.js';
import {
  PASSWORD_CHANGE_FAILURE,
  PROFILE_UPDATE_FAILURE,
  changePasswordEnabled,
  changePasswordPayload,
  newPasswordsDiffer,
  profileUpdatePayload,
} from '../../../features/accounts/profile.js';
import {
  statementDateBounds,
  statementDefaults,
  statementFallbackFileName,
  statementQuery,
} from '../../../features/accounts/statement.js';
import { changePasswordSchema, statementFormSchema } from '../../../features/accounts/schemas.js';
import { FIELD_REQUIRED, PASSWORD_BLANK, PASSWORD_TOO_SHORT } from '../../../features/auth/messages.js';
import { passwordProblem } from '../../../features/auth/model.js';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('change password (§5)', () => {
  const password = fc.string({ maxLength: 12 });

  it('is enabled exactly when all three are filled and new equals repeat', () => {
    fc.assert(
      fc.property(
        password,
        password,
        fc.oneof(password, fc.constant('same')),
        (old_password, new_password, repeatChoice) => {
          const repeat_password = repeatChoice === 'same' ? new_password : repeatChoice;
          const values = { old_password, new_password, repeat_password };
          const expected = old_password !== '' && new_password !== '' && new_password === repeat_password;
          expect(changePasswordEnabled(values)).toBe(expected);
          // The schema agrees with the button, and holds the new password to the one password rule.
          expect(changePasswordSchema.safeParse(values).success).toBe(
            expected && passwordProblem(new_password) === undefined,
          );
        },
      ),
    );
  });

  it('flags both new fields while they differ, once the repeat is typed', () => {
    expect(newPasswordsDiffer({ new_password: 'secret-1', repeat_password: '' })).toBe(false);
    expect(newPasswordsDiffer({ new_password: 'secret-1', repeat_password: 'secret-2' })).toBe(true);
    expect(
      issuesOf(
        changePasswordSchema.safeParse({ old_password: 'old', new_password: 'secret-1', repeat_password: 'secret-2' }),
      ),
    ).toEqual([
      ['new_password', PASSWORDS_DIFFER],
      ['repeat_password', PASSWORDS_DIFFER],
    ]);
    expect(
      issuesOf(changePasswordSchema.safeParse({ old_password: '', new_password: 'a', repeat_password: 'a' })),
    ).toEqual([
      ['old_password', FIELD_REQUIRED],
      ['new_password', PASSWORD_TOO_SHORT],
    ]);
    expect(
      issuesOf(
        changePasswordSchema.safeParse({
          old_password: 'old',
          new_password: ' '.repeat(8),
          repeat_password: ' '.repeat(8),
        }),
      ),
    ).toEqual([['new_password', PASSWORD_BLANK]]);
  });

  it('sends new and old password, and shows the old_password message of a refusal', () => {
    expect(changePasswordPayload({ old_password: 'o', new_password: 'n', repeat_password: 'n' })).toEqual({
      new_password: 'n',
      old_password: 'o',
    });
    const refused = new ApiError({
      kind: 'http',
      status: 400,
      body: { old_password: ['Your old password was entered incorrectly.'] },
    });
    expect(failureMessage(refused, PASSWORD_CHANGE_FAILURE)).toBe('Your old password was entered incorrectly.');
    const nested = new ApiError({ kind: 'http', status: 400, body: { results: { old_password: 'Wrong password' } } });
    expect(failureMessage(nested, PASSWORD_CHANGE_FAILURE)).toBe('Wrong password');
  });
});

describe('profile details (§5, §8)', () => {
  it('sends phone and email as typed, trimmed, and fails with the profile text', () => {
    expect(profileUpdatePayload({ email: ' ada@example.com ', phone: '+1 555 0100' })).toEqual({
      phone: '+1 555 0100',
      email: 'ada@example.com',
    });
    const failed = new ApiError({ kind: 'http', status: 500, body: { detail: 'boom' } });
    expect(failureMessage(failed, PROFILE_UPDATE_FAILURE)).toBe(PROFILE_UPDATE_FAILED);
  });
});

describe('statement export (§2, §7, §9)', () => {
  const today = new CalendarDate(2026, 3, 15);
  const day = fc.integer({ min: -60, max: 60 }).map((offset) => today.add({ days: offset }));

  it('defaults to today and xlsx', () => {
    expect(statementDefaults(today)).toEqual({ from: today, to: today, file_type: 'xlsx' });
  });

  it('accepts exactly From ≤ To ≤ today', () => {
    fc.assert(
      fc.property(day, day, fc.constantFrom('pdf' as const, 'xlsx' as const), (from, to, file_type) => {
        const valid = from.compare(to) <= 0 && to.compare(today) <= 0;
        expect(statementFormSchema(today).safeParse({ from, to, file_type }).success).toBe(valid);
      }),
    );
  });

  it('says what is wrong', () => {
    const schema = statementFormSchema(today);
    expect(issuesOf(schema.safeParse({ from: null, to: today, file_type: 'pdf' }))).toEqual([['from', FIELD_REQUIRED]]);
    expect(issuesOf(schema.safeParse({ from: today, to: today.add({ days: 1 }), file_type: 'pdf' }))).toEqual([
      ['to', STATEMENT_IN_FUTURE],
    ]);
    expect(issuesOf(schema.safeParse({ from: today, to: today.subtract({ days: 1 }), file_type: 'pdf' }))).toEqual([
      ['from', STATEMENT_FROM_AFTER_TO],
    ]);
    expect(schema.safeParse({ from: today, to: today, file_type: 'csv' }).success).toBe(false);
  });

  it('bounds the pickers so only valid dates can be picked', () => {
    const to = today.subtract({ days: 3 });
    expect(statementDateBounds({ from: today.subtract({ days: 9 }), to }, today)).toEqual({
      from: { maxValue: to },
      to: { minValue: today.subtract({ days: 9 }), maxValue: today },
    });
  });

  it('sends YYYY-MM-DD dates with the format and the currency', () => {
    const query = statementQuery(
      { from: new CalendarDate(2026, 1, 1), to: new CalendarDate(2026, 1, 31), file_type: 'pdf' },
      'EUR',
    );
    expect(query).toEqual({ from: '2026-01-01', to: '2026-01-31', file_type: 'pdf', currency: 'EUR' });
    expect(statementFallbackFileName(query)).toBe('statement-EUR-2026-01-01-2026-01-31.pdf');
  });
});
