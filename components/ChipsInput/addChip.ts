/** Outcome of trying to add a chip: added, or why not. */
export type AddChipResult =
  | { status: 'added'; chips: string[]; chip: string }
  | { status: 'empty' }
  | { status: 'duplicate'; chip: string; existing: string }
  | { status: 'max'; maxItems: number }
  | { status: 'invalid'; chip: string; message: string };

export interface AddChipOptions {
  /** Most chips allowed. */
  maxItems?: number;
  /** Returns an error message for a value that may not be added, or nothing when it is fine. */
  validate?: (value: string) => string | null | undefined;
}

/** Whether two chips are the same entry: equal after trimming, ignoring case. */
export function isSameChip(a: string, b: string): boolean {
  return (
    a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0 ||
    a.trim().toLowerCase() === b.trim().toLowerCase()
  );
}

/**
 * Adds `raw` (trimmed) to `chips` unless it is empty, already there (compared case-insensitively),
 * over `maxItems`, or rejected by `validate`. Never changes the input array.
 */
export function addChip(chips: readonly string[], raw: string, options: AddChipOptions = {}): AddChipResult {
  const chip = raw.trim();
  if (chip === '') return { status: 'empty' };
  const existing = chips.find((item) => isSameChip(item, chip));
  if (existing != null) return { status: 'duplicate', chip, existing };
  if (options.maxItems != null && chips.length >= options.maxItems) {
    return { status: 'max', maxItems: options.maxItems };
  }
  const message = options.validate?.(chip);
  if (message) return { status: 'invalid', chip, message };
  return { status: 'added', chips: [...chips, chip], chip };
}

/** `chips` without `chip` (exact match). */
export function removeChip(chips: readonly string[], chip: string): string[] {
  return chips.filter((item) => item !== chip);
}
