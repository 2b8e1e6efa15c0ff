import type { ReactNode } from 'react';
import { Button, InlineAlert } from 'spend-ui';
import { failureMessage, type FailureText } from '../api/failureMessage.js';
import type { QueryResult } from '../api/useApiQuery.js';

/** The generic label of the retry control; a domain passes its catalogue's when it has one. */
const TRY_AGAIN = 'Try again';

export interface QueryFailureProps {
  /** The query whose failure this reports and asks again. */
  query: Pick<QueryResult<unknown>, 'error' | 'isRefreshing' | 'reload'>;
  /** What the failure says: the catalogue's text, or its rule (`failureMessage`) where the server's own text may show. */
  failure: string | FailureText;
  /** The retry control's label. Default "Try again". */
  retryLabel?: string;
}

/** A query's failure with a control to ask again; nothing while it has not failed. */
export function QueryFailure({ query, failure, retryLabel = TRY_AGAIN }: QueryFailureProps) {
  const { error, isRefreshing, reload } = query;
  const text = error && (typeof failure === 'string' ? failure : failureMessage(error, failure));
  if (!text) return null;
  return (
    <InlineAlert
      tone="danger"
      isUrgent
      action={
        <Button variant="secondary" isPending={isRefreshing} onPress={() => void reload()}>
          {retryLabel}
        </Button>
      }
    >
      {text}
    </InlineAlert>
  );
}

export interface QueryStateProps<Data> extends Omit<QueryFailureProps, 'query'> {
  query: QueryResult<Data>;
  /** What shows until the first answer (a skeleton or a spinner named for what loads). */
  loading: ReactNode;
  /** Whether the answer holds nothing to show; then `empty` shows instead of the content. */
  isEmpty?: (data: Data) => boolean;
  /** What shows for an empty answer. */
  empty?: ReactNode;
  /** The content, from the answer. */
  children: (data: Data) => ReactNode;
}

/**
 * The states of a block that shows one query: loading, failed with a retry, empty, or the content. An
 * answer already on screen stays while the query asks again; a failure replaces it only when there is none.
 */
export function QueryState<Data>({ query, loading, isEmpty, empty, children, ...failure }: QueryStateProps<Data>) {
  const { data } = query;
  if (data === undefined) return query.error ? <QueryFailure query={query} {...failure} /> : loading;
  if (isEmpty?.(data)) return empty ?? null;
  return children(data);
}
