/**
 * Whether a file matches an `accept` list written like the HTML attribute: MIME types
 * (`application/pdf`), wildcards (`image/*`) and extensions (`.pdf`), compared case-insensitively.
 * An empty list accepts everything.
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
