import { z } from 'zod/mini';

// Field help of the dialog (kyb-onboarding.md §2.2, §5.5, §7): remote content named "kyb", read once
// per session, a text per field shown once the field has been focused or blurred. Its wording is not
// in the spec; a field without a text shows none, and a failed load shows nothing at all.

/** GET /utility/get-s3-asset?file=kyb.json. */
export const KYB_HELP_PATH = '/utility/get-s3-asset';
export const KYB_HELP_QUERY = { file: 'kyb.json' } as const;

/** A help entry: a text, or a group of texts (by section). */
type HelpEntry = string | { readonly [field: string]: HelpEntry };

const helpEntry: z.ZodMiniType<HelpEntry> = z.union([
  z.string(),
  z.record(
    z.string(),
    z.lazy(() => helpEntry),
  ),
]);

/**
 * The help content (`results`): texts by field name, flat or grouped by section. Entries of another
 * kind are dropped rather than failing the whole content.
 */
export const kybHelpSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((content) => {
    const kept: Record<string, HelpEntry> = {};
    for (const [key, value] of Object.entries(content)) {
      const entry = helpEntry.safeParse(value);
      if (entry.success) kept[key] = entry.data;
    }
    return kept;
  }),
);
export type KybHelp = z.output<typeof kybHelpSchema>;

/**
 * The help text of a form field by its path (`BusinessDetails.website`, `BeneficialOwnership.owners.1.fname`):
 * the text under its section and name, else under its name alone (list positions are ignored, so every
 * owner shares one text per field).
 */
export function helpTextFor(help: KybHelp | undefined, fieldPath: string): string | undefined {
  if (!help) return undefined;
  const names = fieldPath.split('.').filter((part) => !/^\d+$/.test(part));
  for (let start = 0; start < names.length; start += 1) {
    const found = lookUp(help, names.slice(start));
    if (found !== undefined) return found;
  }
  return undefined;
}

function lookUp(entry: HelpEntry, path: readonly string[]): string | undefined {
  let current: HelpEntry | undefined = entry;
  for (const name of path) {
    if (current === undefined || typeof current === 'string') return undefined;
    current = Object.prototype.hasOwnProperty.call(current, name) ? current[name] : undefined;
  }
  return typeof current === 'string' && current.trim() ? current : undefined;
}
