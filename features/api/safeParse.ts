import { config, safeParse as zodSafeParse } from 'zod/mini';
import type { $ZodType, output, util } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

// zod/mini sets no locale of its own (its messages would all read "Invalid input"); classic zod sets
// English on its first schema. Set here, where answers are read, so a message reads the same whichever
// kind of schema checked the value.
config(en());

/** zod's safe parse, with English messages, for classic zod and zod/mini schemas alike. */
export function safeParse<Schema extends $ZodType>(
  schema: Schema,
  value: unknown,
): util.SafeParseResult<output<Schema>> {
  return zodSafeParse(schema, value);
}
