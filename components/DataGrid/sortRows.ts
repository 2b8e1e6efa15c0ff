import type { SortDescriptor } from './column.js';

/** What rows are compared by: numbers numerically, text in the user's language order. */
export type SortValue = string | number;

/** Numbers, or texts joined by NUL (one string crosses to a Worker far faster than a million). */
type SortValues = Float64Array | string;

/**
 * The order of `values` (indices into them), ties kept in their original order. Text compares as
 * people read it: case and accents aside, digits by their number ("Entry 9" before "Entry 10"); each
 * text becomes such a key once, so a million comparisons stay plain string comparisons.
 * Self-contained: its source is also the Worker's, so it names nothing outside itself.
 */
function sortedOrder(values: SortValues, descending: boolean): Uint32Array {
  const numbers = typeof values === 'string' ? undefined : values;
  const keys =
    typeof values === 'string'
      ? values.split('\u0000').map((text) =>
          text
            .toLowerCase()
            .normalize('NFD')
            .replace(/\p{M}/gu, '')
            .replace(/\d+/g, (digits) => digits.padStart(20, '0')),
        )
      : [];
  const order = new Uint32Array(numbers ? numbers.length : keys.length);
  for (let index = 0; index < order.length; index += 1) order[index] = index;
  const sign = descending ? -1 : 1;
  if (numbers) {
    order.sort((a, b) => sign * ((numbers[a] ?? 0) - (numbers[b] ?? 0)) || a - b);
    return order;
  }
  order.sort((a, b) => {
    const left = keys[a] ?? '';
    const right = keys[b] ?? '';
    return left === right ? a - b : sign * (left < right ? -1 : 1);
  });
  return order;
}

let workerUrl: string | undefined;

/** Runs `sortedOrder` in a Worker, made from its own source (no file for the host's bundler to place). */
function orderInWorker(values: SortValues, descending: boolean): Promise<Uint32Array> {
  workerUrl ??= URL.createObjectURL(
    new Blob(
      [
        `const sortedOrder = ${sortedOrder.toString()};`,
        'onmessage = (event) => { const order = sortedOrder(event.data.values, event.data.descending); postMessage(order, [order.buffer]); };',
      ],
      { type: 'text/javascript' },
    ),
  );
  const worker = new Worker(workerUrl);
  return new Promise<Uint32Array>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<Uint32Array>) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message));
    // Numbers go over without a copy; the text is one string.
    worker.postMessage({ values, descending }, typeof values === 'string' ? [] : [values.buffer]);
  }).finally(() => worker.terminate());
}

/**
 * The rows sorted by `valueOf`, for a DataGrid holding many rows in the client: the comparing runs
 * in a Worker, so sorting a million rows leaves the page responsive (on the main thread, where
 * Workers are not allowed, it takes one long task). The result is a new array of the same row
 * objects; no row is copied. Rows with equal values keep their order.
 */
export async function sortRows<Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => SortValue,
  direction: SortDescriptor['direction'],
): Promise<Row[]> {
  const first = rows[0];
  const numeric = first !== undefined && typeof valueOf(first) === 'number';
  const numbers = () => Float64Array.from(rows, (row) => Number(valueOf(row)));
  const values: SortValues = numeric ? numbers() : rows.map((row) => String(valueOf(row))).join('\u0000');
  const descending = direction === 'descending';
  let order: Uint32Array;
  try {
    order = typeof Worker === 'undefined' ? sortedOrder(values, descending) : await orderInWorker(values, descending);
  } catch {
    // A page whose content security policy refuses blob: workers sorts here instead.
    order = sortedOrder(numeric ? numbers() : values, descending);
  }
  const sorted: Row[] = [];
  for (const index of order) {
    const row = rows[index];
    if (row !== undefined) sorted.push(row);
  }
  return sorted;
}
