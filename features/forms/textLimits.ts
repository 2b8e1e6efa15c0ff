import { z } from 'zod/mini';

/**
 * The most characters each kind of text field takes, written once. The spec gives only the card PIN's 4
 * and the KYB address lines' 30 (those stay with their forms); for every other text these are the
 * product's limits: room for any real value, none for a pasted page that would reach the server or grow a
 * toast. The demo backend refuses longer texts too (`host/mock-api/core/textLimits.ts` reads this table).
 */
export const TEXT_LIMITS = {
  /** A first or last name. */
  personName: 50,
  /** A company's or account's name. */
  organisationName: 100,
  /** An e-mail address (RFC 5321's 254). */
  email: 254,
  /** A card's name, a bank account's nickname or institution name. */
  title: 50,
  /** An employee id. */
  identifier: 30,
  /** A transaction memo. */
  memo: 500,
  /** A street address line. */
  addressLine: 100,
  /** A city, province or state. */
  place: 50,
  /** A postal or zip code. */
  postalCode: 10,
  /** A phone number as typed (digits, spaces, a plus, brackets). */
  phone: 30,
  /** A payment's reason or reference (what the recipient's bank statement shows). */
  paymentReference: 140,
  /** A department's or location's name in Organization Setup. */
  listEntry: 100,
} as const;

/** Said at a field whose text is longer than its limit. */
export const textTooLong = (max: number) => `Please use at most ${max} characters`;

/**
 * What is wrong with `value` for a field of `max` characters, or `undefined` when it fits. Counted without
 * the spaces around it, which no form sends (and the server trims), so they never make a text too long.
 */
export const textLimitProblem = (value: string, max: number) =>
  value.trim().length > max ? textTooLong(max) : undefined;

/** The zod check of a text field's limit, with its message (see `textLimitProblem`). */
export const withinLimit = (max: number) =>
  z.refine<string>((value) => textLimitProblem(value, max) === undefined, textTooLong(max));
