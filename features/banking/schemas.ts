import { z } from 'zod/mini';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import type { BankAccount, LinkedAccounts, ProviderAccount } from './model.js';

// The banking answers' schemas (§3). Their types are written out in model.ts (no zod type in the
// published declarations); the checks at the end keep the two the same.

const optionalText = z.nullish(z.string());
/** A text the server may send as a number. */
const optionalCode = z.nullish(z.coerce.string());
const textId = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

export const bankAccountSchema = z.object({
  id: z.number(),
  nickname: optionalText,
  default: z.boolean(),
  verified: z.boolean(),
  institute_name: optionalText,
  institution_logo: optionalText,
  institution_details: z.nullish(
    z.object({
      account: optionalCode,
      institution: optionalCode,
      branch: optionalCode,
    }),
  ),
});

/**
 * The part of GET /auth/company/setting this domain reads. Loose: the settings screens read the same
 * answer under the same cache key, so nothing of it may be stripped here.
 */
export const companyBankAccountsSchema = z.looseObject({ banks: z.array(bankAccountSchema) });

const linkToken = z.object({ link_token: z.string().check(z.minLength(1)) });

/** POST /bank/create-link-token (the token at the top, or inside `results`). */
export const linkTokenSchema = z.union([
  linkToken,
  z.pipe(
    z.object({ results: linkToken }),
    z.transform((body) => body.results),
  ),
]);

/** One account behind a public token (shape not shown by the spec: id and what names it). */
export const providerAccountSchema = z.object({
  id: textId,
  name: optionalText,
  type: optionalText,
  mask: optionalCode,
});

/** §3 "Linked-accounts response" (POST /bank/bank/accounts, inside `results`). */
export const linkedAccountsSchema = z.object({
  accounts: z.array(providerAccountSchema),
  institute_logo: optionalText,
  institute_name: z.string(),
  institute_id: textId,
  public_token: z.string(),
});

export type AnswerTypesMatch = [
  Expect<SameType<OutputOf<typeof bankAccountSchema>, BankAccount>>,
  Expect<SameType<OutputOf<typeof providerAccountSchema>, ProviderAccount>>,
  Expect<SameType<OutputOf<typeof linkedAccountsSchema>, LinkedAccounts>>,
];
