import { formatsAccepted, readFileFormat, withFormatType } from './fileFormat.js';

/**
 * Whether a file's name or declared type matches an `accept` list written like the HTML attribute:
 * MIME types (`application/pdf`), wildcards (`image/*`) and extensions (`.pdf`), compared
 * case-insensitively. An empty list accepts everything. Says nothing of what the file holds: see
 * `acceptedFile`.
 */
export function isAcceptedFile(file: { name: string; type: string }, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule === '') return false;
    if (rule.startsWith('.')) return name.endsWith(rule) && name.length > rule.length;
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/**
 * The file an `accept` list takes, decided by its content, or null. A PDF or an image (the formats
 * of `fileFormat.ts`) is taken when the list names its format, and comes back typed as that format,
 * whatever its name and declared type; a file of no such format is taken only by a list entry that
 * names no such format either (`.csv`), by name or declared type. So `receipt.pdf` declared
 * `application/pdf` but holding HTML is refused by a list of PDF and images. An empty list takes any
 * file as it is.
 */
export async function acceptedFile(file: File, accept: readonly string[]): Promise<File | null> {
  if (accept.length === 0) return file;
  const format = await readFileFormat(file);
  if (format) return formatsAccepted(accept).has(format) ? withFormatType(file, format) : null;
  const unrecognisable = accept.filter((entry) => formatsAccepted([entry]).size === 0);
  return unrecognisable.length > 0 && isAcceptedFile(file, unrecognisable) ? file : null;
}
