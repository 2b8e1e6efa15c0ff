/** The identity of an entry that already exists somewhere (e.g. a server row's id). */
export type ChipId = string | number;

/**
 * One chip: its text, and the id of the entry it stands for when it came from somewhere (a saved
 * department, a server row). Chips typed by the user have no id, so a caller can tell the entries it
 * gave (and the user kept) from the ones the user added, without guessing ids from names.
 */
export interface ChipItem {
  id?: ChipId;
  name: string;
}

/** Outcome of trying to add a chip: added, or why not. */
export type AddChipResult =
  | { status: 'added'; chips: ChipItem[]; chip: ChipItem }
  | { status: 'empty' }
  | { status: 'duplicate'; chip: string; existing: ChipItem }
  | { status: 'max'; maxItems: number }
  | { status: 'invalid'; chip: string; message: string };

export interface AddChipOptions {
  /** Most chips allowed. */
  maxItems?: number;
  /** Returns an error message for a value that may not be added, or nothing when it is fine. */
  validate?: (value: string) => string | null | undefined;
}

/** Whether two chip texts are the same entry: equal after trimming, ignoring case. */
export function isSameChip(a: string, b: string): boolean {
  return (
    a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0 ||
    a.trim().toLowerCase() === b.trim().toLowerCase()
  );
}

/**
 * Adds `raw` (trimmed) to `chips` as a new chip without an id, unless it is empty, already there
 * (compared case-insensitively by name), over `maxItems`, or rejected by `validate`. Never changes
 * the input array or its items.
 */
export function addChip(chips: readonly ChipItem[], raw: string, options: AddChipOptions = {}): AddChipResult {
  const name = raw.trim();
  if (name === '') return { status: 'empty' };
  const existing = chips.find((item) => isSameChip(item.name, name));
  if (existing != null) return { status: 'duplicate', chip: name, existing };
  if (options.maxItems != null && chips.length >= options.maxItems) {
    return { status: 'max', maxItems: options.maxItems };
  }
  const message = options.validate?.(name);
  if (message) return { status: 'invalid', chip: name, message };
  const chip: ChipItem = { name };
  return { status: 'added', chips: [...chips, chip], chip };
}

/** `chips` without the chip at `index` (the same list when there is none); the others keep their ids. */
export function removeChipAt(chips: readonly ChipItem[], index: number): ChipItem[] {
  return chips.filter((_, position) => position !== index);
}

/** Chips for plain texts (none with an id), e.g. for a list that has no ids to keep. */
export function chipsFromNames(names: readonly string[]): ChipItem[] {
  return names.map((name) => ({ name }));
}

/** The texts of the chips, in order. */
export function chipNames(chips: readonly ChipItem[]): string[] {
  return chips.map((chip) => chip.name);
}

/**
 * A stable React key for a chip: its id when it has one, else its name (names are unique within a
 * list, case-insensitively). Prefixed so an id `1` and a name `"1"` never collide.
 */
export function chipKey(chip: ChipItem): string {
  return chip.id !== undefined ? `id:${typeof chip.id}:${chip.id}` : `name:${chip.name.trim().toLowerCase()}`;
}
