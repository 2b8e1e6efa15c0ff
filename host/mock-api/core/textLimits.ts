import { TEXT_LIMITS as CLIENT_TEXT_LIMITS, textTooLong as tooLongMessage } from 'spend-ui/features/rules';

/** The most characters the backend keeps of each kind of text: the client's limits, so what a form refuses is refused here too. */
export const TEXT_LIMITS = {
  ...CLIENT_TEXT_LIMITS,
  /** A full name, as registration and the member body send it: a first and a last name and a space. */
  fullName: CLIENT_TEXT_LIMITS.personName * 2 + 1,
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;

/** The first text longer than its kind allows, as `[field, message]` with the forms' own text; undefined when all fit. */
export function textTooLong(texts: Readonly<Record<string, readonly [value: string, kind: TextKind]>>) {
  for (const [field, [value, kind]] of Object.entries(texts)) {
    if (value.length > TEXT_LIMITS[kind]) return [field, tooLongMessage(TEXT_LIMITS[kind])] as const;
  }
  return undefined;
}
