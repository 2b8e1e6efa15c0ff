import { fail, fieldErrors } from './http.js';
import { serverMessages } from './serverMessages.js';

/*
 * Server-paged lists in the spec's shape (cards-transactions-team.md §7, `results.transactions`):
 * `{count, total_pages, next, previous, results}`, `next`/`previous` the absolute URL of the
 * neighbouring page or null. The query is what the feature kit's `pagedQueryParams` sends: `page`
 * (from 1), `page_size`, `sort_field`, `sort_direction` (`asc`/`desc`) and `search`.
 */

/** A value a column sorts by; null and undefined sort last in either direction. */
export type SortValue = string | number | boolean | null | undefined;

export type SortDirection = 'asc' | 'desc';

export interface PagerOptions<Row, Key extends string> {
  /** The `sort_field` values the list accepts, each with the value it sorts by. Others answer 400. */
  sortFields?: Readonly<Record<string, (row: Row) => SortValue>>;
  /** The order without `sort_field` (one of `sortFields`); without it, the rows' own order. */
  defaultSort?: { field: string; direction: SortDirection };
  /** The texts `search` looks in (case-insensitive, part of a text). Without it, `search` answers 400. */
  searchIn?: (row: Row) => readonly (string | number | null | undefined)[];
  /** Rows per page when the query names none. Default 10. */
  defaultPageSize?: number;
  /** A larger `page_size` is cut to this. Default 100. */
  maxPageSize?: number;
  /** Where the page's rows go. Default `results`. */
  rowsKey?: Key;
}

export interface PageInfo {
  /** Rows across all pages (after the search). */
  count: number;
  total_pages: number;
  next: string | null;
  previous: string | null;
}

export type Page<Row, Key extends string = 'results'> = PageInfo & Record<Key, Row[]>;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** A positive integer query value, the fallback when absent, or the 400 answer. */
function positiveInteger(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) fail(fieldErrors({ [name]: serverMessages.invalidInteger }));
  return value;
}

function sortOf<Row, Key extends string>(
  query: URLSearchParams,
  options: PagerOptions<Row, Key>,
): { value: (row: Row) => SortValue; direction: SortDirection } | undefined {
  const field = query.get('sort_field') ?? options.defaultSort?.field;
  if (!field) return undefined;
  const value = options.sortFields && Object.hasOwn(options.sortFields, field) ? options.sortFields[field] : undefined;
  if (!value) fail(fieldErrors({ sort_field: serverMessages.invalidChoice(field) }));
  const direction = query.get('sort_direction') ?? (query.has('sort_field') ? 'asc' : options.defaultSort?.direction);
  if (direction !== 'asc' && direction !== 'desc') {
    fail(fieldErrors({ sort_direction: serverMessages.invalidChoice(String(direction)) }));
  }
  return { value, direction };
}

function pageUrl(request: Request, page: number): string {
  const url = new URL(request.url);
  url.searchParams.set('page', String(page));
  return url.toString();
}

/**
 * One page of `rows` as the request's query asks: searched, sorted, cut. A query the list cannot
 * answer (page 0, an unknown sort field, a search where none is offered) ends the request with a 400
 * in the spec's field-error shape. A page past the last one is empty, with the count of all rows.
 */
export function paginate<Row, Key extends string = 'results'>(
  rows: readonly Row[],
  request: Request,
  options: PagerOptions<Row, Key> = {},
): Page<Row, Key> {
  const query = new URL(request.url).searchParams;
  const page = positiveInteger(query, 'page', 1);
  const pageSize = Math.min(
    positiveInteger(query, 'page_size', options.defaultPageSize ?? 10),
    options.maxPageSize ?? 100,
  );

  let matching = [...rows];
  const search = query.get('search')?.trim().toLowerCase();
  if (search) {
    const { searchIn } = options;
    if (!searchIn) fail(fieldErrors({ search: serverMessages.searchNotSupported }));
    matching = matching.filter((row) =>
      searchIn(row).some(
        (value) => value !== null && value !== undefined && String(value).toLowerCase().includes(search),
      ),
    );
  }

  const sort = sortOf(query, options);
  if (sort) {
    const sign = sort.direction === 'asc' ? 1 : -1;
    matching.sort((left, right) => {
      const [a, b] = [sort.value(left), sort.value(right)];
      const [aMissing, bMissing] = [a === null || a === undefined, b === null || b === undefined];
      if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
      return sign * compareValues(a, b);
    });
  }

  const count = matching.length;
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  const start = (page - 1) * pageSize;
  const info: PageInfo = {
    count,
    total_pages: totalPages,
    next: page < totalPages ? pageUrl(request, page + 1) : null,
    previous: page > 1 ? pageUrl(request, Math.min(page - 1, totalPages)) : null,
  };
  return { ...info, [options.rowsKey ?? 'results']: matching.slice(start, start + pageSize) } as Page<Row, Key>;
}
