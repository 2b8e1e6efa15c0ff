/**
 * One table of the demo store: rows kept by id in a `Map` (insertion order is the table's order, so
 * lookups, updates and deletes by id take constant time at any size). Rows inside are frozen; the
 * store hands out copies, so no handler can change the data by changing an answer.
 */
export class RowTable<Row extends { id: number }> {
  private readonly rows = new Map<number, Row>();
  /** The highest id this table has ever held: ids are never reused, even after a delete. */
  private highestId = 0;

  constructor(rows: readonly Row[] = []) {
    for (const row of rows) this.insert(row);
  }

  get size(): number {
    return this.rows.size;
  }

  /** The id the next inserted row gets. */
  nextId(): number {
    return this.highestId + 1;
  }

  /** The stored (frozen) row; callers that hand it on copy it first. */
  get(id: number): Row | undefined {
    return this.rows.get(id);
  }

  has(id: number): boolean {
    return this.rows.has(id);
  }

  /** The stored (frozen) rows in table order. */
  values(): IterableIterator<Row> {
    return this.rows.values();
  }

  insert(row: Row): void {
    this.adopt(copyRow(row));
  }

  /** Keeps a row nothing else refers to (a freshly seeded one) as it is, frozen: no copy. */
  adopt(row: Row): void {
    if (this.rows.has(row.id)) throw new Error(`A row with id ${row.id} exists already`);
    this.rows.set(row.id, deepFreeze(row));
    if (row.id > this.highestId) this.highestId = row.id;
  }

  /** Applies a patch; the row keeps its place in the table. */
  update(id: number, patch: Partial<Row>): void {
    const row = this.rows.get(id);
    if (!row) throw new Error(`No row with id ${id}`);
    this.rows.set(id, deepFreeze({ ...row, ...copyRow(patch), id }));
  }

  delete(id: number): void {
    if (!this.rows.delete(id)) throw new Error(`No row with id ${id}`);
  }

  /** Copies of every row, in table order. */
  toArray(): Row[] {
    return Array.from(this.rows.values(), (row) => copyRow(row));
  }
}

/** Freezes a plain JSON value and everything inside it; returns the value. */
export function deepFreeze<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A deep copy of a row. Rows are plain JSON (the change log is stored as JSON), so a walk over
 * arrays and objects is enough — and about twenty times faster than `structuredClone` in Node.
 */
export function copyRow<Value>(value: Value): Value {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyRow) as Value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = copyRow(inner);
  return copy as Value;
}
