import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS, textTooLong } from '../../../features/forms/textLimits.js';
import { emptyCardForm } from '../../../features/cards/cardForm.js';
import { cardFormSchema } from '../../../features/cards/schemas.js';
import { emptyMemberForm } from '../../../features/team/memberForm.js';
import { memberFormSchema } from '../../../features/team/schemas.js';
import { memoSchema } from '../../../features/transactions/schemas.js';
import { emptyRegisterForm } from '../../../features/auth/registerForm.js';
import { registerSchema } from '../../../features/auth/schemas.js';
import { emptyManualBankForm } from '../../../features/banking/model.js';
import { manualBankFormSchema } from '../../../features/banking/schemas.js';
import { settingsFormSchema } from '../../../features/settings/schemas.js';

const huge = 'x'.repeat(10_000);

/** The messages of a failed parse, by field. */
async function messagesOf(schema: { safeParseAsync: (value: unknown) => Promise<unknown> }, value: unknown) {
  const parsed = (await schema.safeParseAsync(value)) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('text limits', () => {
  it('refuse a 10,000-character name, card name, memo, nickname, address or e-mail with a message at the field', async () => {
    const cases: [schema: Parameters<typeof messagesOf>[0], value: object, field: string, max: number][] = [
      [cardFormSchema('create'), { ...emptyCardForm, card_name: huge }, 'card_name', TEXT_LIMITS.title],
      [cardFormSchema('create'), { ...emptyCardForm, physical_card: true, city: huge }, 'city', TEXT_LIMITS.place],
      [memberFormSchema, { ...emptyMemberForm, first_name: huge }, 'first_name', TEXT_LIMITS.personName],
      [memberFormSchema, { ...emptyMemberForm, employee_number: huge }, 'employee_number', TEXT_LIMITS.identifier],
      [memoSchema, { reason: huge }, 'reason', TEXT_LIMITS.memo],
      [registerSchema, { ...emptyRegisterForm, account_name: huge }, 'account_name', TEXT_LIMITS.organisationName],
      [manualBankFormSchema, { ...emptyManualBankForm, nickname: huge }, 'nickname', TEXT_LIMITS.title],
      [manualBankFormSchema, { ...emptyManualBankForm, bankAddress: huge }, 'bankAddress', TEXT_LIMITS.addressLine],
    ];
    for (const [schema, value, field, max] of cases) {
      expect((await messagesOf(schema, value))[field]).toBe(textTooLong(max));
    }
    expect(textTooLong(TEXT_LIMITS.memo)).toBe('Please use at most 500 characters');
  });

  it('take a text exactly at its limit', async () => {
    const memo = 'm'.repeat(TEXT_LIMITS.memo);
    expect(await messagesOf(memoSchema, { reason: memo })).toEqual({});
    expect(
      (await messagesOf(memberFormSchema, { ...emptyMemberForm, first_name: 'n'.repeat(50) })).first_name,
    ).not.toBe(textTooLong(TEXT_LIMITS.personName));
  });

  it('count a text without the spaces around it, which no form sends', async () => {
    const name = 'c'.repeat(TEXT_LIMITS.title);
    expect(
      (await messagesOf(cardFormSchema('create'), { ...emptyCardForm, card_name: `  ${name}   ` })).card_name,
    ).not.toBe(textTooLong(TEXT_LIMITS.title));
    expect((await messagesOf(cardFormSchema('create'), { ...emptyCardForm, card_name: `${name}c` })).card_name).toBe(
      textTooLong(TEXT_LIMITS.title),
    );
  });

  it('refuse a department or location name over 100 characters', async () => {
    const form = { departments: [], locations: [], receipt_threshold: 10, memo_threshold: 10 };
    expect(await messagesOf(settingsFormSchema, { ...form, locations: [{ name: 'L'.repeat(101) }] })).toEqual({
      'locations.0.name': textTooLong(TEXT_LIMITS.listEntry),
    });
    expect(await messagesOf(settingsFormSchema, { ...form, departments: [{ name: 'D'.repeat(100) }] })).toEqual({});
  });
});
