import useSWR from 'swr';
import { ApiError } from './ApiError.js';
import { useApiClient, WHOLE_LIST } from './apiContext.js';
import type { ApiClient, QueryParams } from './client.js';
import type { AnswerSchema } from './answerSchema.js';
import { toQueryResult } from './swrResult.js';
import { checkShape, compactQuery, unwrapResults, type QueryResult } from './useApiQuery.js';

/** The cache key of every page of a list: its path first, so an action revalidating the path reads it again. */
export type AllPagesKey = readonly [path: string, query: QueryParams | null, pages: typeof WHOLE_LIST];

export interface AllPagesOptions<Answer, Row> {
  /** Filters and order (beside `page` and `page_size`); a stable order keeps rows from moving between pages. */
  query?: QueryParams;
  /** Rows asked per page. Default 100. */
  pageSize?: number;
  /** Checks each page's answer (after the `results` envelope is unwrapped). */
  schema?: AnswerSchema<Answer>;
  /** A page's rows and how many pages the list has. */
  select: (answer: Answer) => { rows: Row[]; totalPages: number };
  /** Pages asked at once after the first. Default 4. */
  concurrency?: number;
  /**
   * More pages than this fail the query with a `TooManyPagesError` (after reading page 1 only) rather
   * than flood the server. Default 100.
   */
  maxPages?: number;
  /** While a new key loads, keep the previous rows (a chart does not flash empty on a new range). */
  keepPreviousData?: boolean;
}

/** A list longer than `maxPages` pages: not read whole. The screen says so instead of failing. */
export class TooManyPagesError extends ApiError {
  /** Pages the list has. */
  readonly totalPages: number;
  /** Pages read at most. */
  readonly maxPages: number;

  constructor(path: string, totalPages: number, maxPages: number) {
    super({
      status: 200,
      body: null,
      kind: 'shape',
      message: `${path} has ${totalPages} pages, more than the ${maxPages} read at once`,
    });
    this.name = 'TooManyPagesError';
    this.totalPages = totalPages;
    this.maxPages = maxPages;
  }
}

async function readAllPages<Answer, Row>(
  client: ApiClient,
  [path, query]: AllPagesKey,
  { schema, select, concurrency = 4, maxPages = 100 }: AllPagesOptions<Answer, Row>,
): Promise<Row[]> {
  const readPage = async (page: number) => {
    const body = await client.get<unknown>(path, { query: { ...query, page } });
    return select(checkShape(unwrapResults(body), schema, path));
  };
  const first = await readPage(1);
  if (first.totalPages > maxPages) {
    throw new TooManyPagesError(path, first.totalPages, maxPages);
  }
  const pages: Row[][] = [first.rows];
  let next = 2;
  const worker = async () => {
    while (next <= first.totalPages) {
      const page = next;
      next += 1;
      pages[page - 1] = (await readPage(page)).rows;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return pages.flat();
}

/**
 * Every row of a server-paged list, for a picture of the whole of it (a chart of a date range): page 1
 * says how many pages there are, the others are read a few at a time, the rows come back in page
 * order. Cached under `[path, query, 'all-pages']`, so actions that revalidate `path` refresh it (unless
 * they say `revalidateWholeLists: false`); a `null` path sends nothing.
 */
export function useAllPages<Answer, Row>(
  path: string | null | undefined,
  options: AllPagesOptions<Answer, Row>,
): QueryResult<Row[]> {
  const client = useApiClient();
  const { query, pageSize = 100, keepPreviousData = false } = options;
  const key: AllPagesKey | null = path ? [path, compactQuery({ ...query, page_size: pageSize }), WHOLE_LIST] : null;
  const swr = useSWR<Row[], ApiError, AllPagesKey | null>(
    key,
    (swrKey: AllPagesKey) => readAllPages(client, swrKey, options),
    { keepPreviousData },
  );
  return toQueryResult(swr);
}
