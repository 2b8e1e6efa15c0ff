/** An option of a multi-value picker. */
export interface MultiOption {
  /** Stable value (e.g. an ISO code). */
  value: string;
  /** Text shown and matched when typing. */
  label: string;
}

/** Adds a value once, keeping the order in which values were picked. */
export function addValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? [...values] : [...values, value];
}

/** Removes every occurrence of a value. */
export function removeValue(values: readonly string[], value: string): string[] {
  return values.filter((v) => v !== value);
}

/**
 * Options still available to pick: not already chosen and containing `query` (case- and
 * accent-insensitive through `contains`, e.g. react-aria's `useFilter({ sensitivity: 'base' })`).
 */
export function availableOptions(
  options: readonly MultiOption[],
  chosen: readonly string[],
  query: string,
  contains: (text: string, query: string) => boolean,
): MultiOption[] {
  const taken = new Set(chosen);
  const trimmed = query.trim();
  return options.filter((option) => !taken.has(option.value) && (trimmed === '' || contains(option.label, trimmed)));
}
