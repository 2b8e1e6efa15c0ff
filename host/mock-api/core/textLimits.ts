import { serverMessages } from './serverMessages.js';

/**
 * The most characters the backend keeps of each kind of text: the client's limits
 * (features/forms/textLimits.ts, kept equal by a test), so a text the form refuses is refused here too.
 */
export const TEXT_LIMITS = {
  personName: 50,
  /** A full name, as registration and the member body send it: a first and a last name and a space. */
  fullName: 101,
  organisationName: 100,
  email: 254,
  title: 50,
  identifier: 30,
  memo: 500,
  addressLine: 100,
  place: 50,
  postalCode: 10,
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;

/** The message for the first text longer than its kind allows, as `[field, message]`; undefined when all fit. */
export function textTooLong(texts: Readonly<Record<string, readonly [value: string, kind: TextKind]>>) {
  for (const [field, [value, kind]] of Object.entries(texts)) {
    if (value.length > TEXT_LIMITS[kind]) return [field, serverMessages.textTooLong(TEXT_LIMITS[kind])] as const;
  }
  return undefined;
}
