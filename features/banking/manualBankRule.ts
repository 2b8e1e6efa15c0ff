import type { ManualBankFormValues } from './model.js';
import { manualBankFormSchema } from './schemas.js';

// The manual bank form's rules for a server (the drawer's own schema, with its messages), kept apart from
// schemas.ts so that its declarations carry no zod type.

/** Each field's first problem by the manual bank form's rules; empty when the account may be linked. */
export async function manualBankFormProblems(values: ManualBankFormValues): Promise<Record<string, string>> {
  const parsed = await manualBankFormSchema.safeParseAsync(values);
  const problems: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}
