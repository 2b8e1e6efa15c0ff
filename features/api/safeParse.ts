import { config, safeParse as zodSafeParse } from 'zod/mini';
import type { $ZodIssue, $ZodType, ParseContext, output, util } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

const english = en().localeError;

/**
 * zod's English messages, as options of a parse. zod/mini sets no locale of its own (its messages would
 * all read "Invalid input"); classic zod sets English for everyone on its first schema, but the product
 * no longer loads it. Given to each parse (not set globally, which a bundler may drop as a side effect),
 * so a message reads the same whichever kind of schema checked the value; a locale or error map set
 * with `z.config()` still wins.
 */
export const englishMessages: ParseContext<$ZodIssue> = {
  error: (issue) => {
    const global = config();
    return global.customError?.(issue) ?? global.localeError?.(issue) ?? english(issue);
  },
};

/** zod's safe parse, with English messages, for classic zod and zod/mini schemas alike. */
export function safeParse<Schema extends $ZodType>(
  schema: Schema,
  value: unknown,
): util.SafeParseResult<output<Schema>> {
  return zodSafeParse(schema, value, englishMessages);
}
