import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useToast } from 'spend-ui';
import { useApiClient, useRevalidatePaths } from './apiContext.js';
import type { ApiClient } from './client.js';
import { failureMessage, type FailureText } from './failureMessage.js';

/** What one press of an action came to. */
export type ActionOutcome<Result> =
  | { status: 'done'; value: Result }
  /** `failureToast`: the id of the error toast this failure showed (a form's next attempt dismisses it). */
  | { status: 'failed'; error: unknown; failureToast?: string }
  /** A second press while the first still runs: nothing was sent. */
  | { status: 'ignored' };

export interface ApiActionOptions<Result> {
  /**
   * The success toast: a text, or a function of the answer (returning `undefined` shows none). It shows once
   * the paths of `revalidate` have been read again, as the run settles.
   */
  success?: string | ((result: Result) => string | undefined);
  /** The catalogue's rule for the failure toast (see `failureMessage`). Omitted: no failure toast. */
  failure?: FailureText;
  /**
   * Endpoint paths whose cached answers are read again after a success; a path also covers the paths
   * below it (`/card/card` covers `/card/card/12`).
   */
  revalidate?: readonly string[];
  /**
   * Whether `revalidate` also reads again the lists read whole (`useAllPages`: many requests). Default
   * true; false for a write that changes nothing such a list's picture sums (a memo, a receipt).
   */
  revalidateWholeLists?: boolean;
  /** Called after a success, after the toast. */
  onSuccess?: (result: Result) => void;
  /** Called after a failure (e.g. to map field errors onto a form). */
  onFailure?: (error: unknown) => void;
  /** Milliseconds the toasts stay. Default 5000 (the spec's snackbar). */
  toastDuration?: number;
}

export interface ApiAction<Args extends unknown[], Result> {
  /** Runs the action; ignored (nothing sent) while a previous run is pending. Never rejects. */
  run: (...args: Args) => Promise<ActionOutcome<Result>>;
  /** True from the press until the answer. */
  pending: boolean;
  /** The last failure, until the next run. */
  error: unknown;
}

/** Runs a caller's follow-up; a fault in it is reported on the console, never thrown from `run`. */
function afterwards(step: () => void) {
  try {
    step();
  } catch (fault) {
    console.error(fault);
  }
}

/** Where an action keeps the id of the error toast its last failed attempt showed. */
type FailureToastSlot = { current: string | null };

/**
 * One attempt of a write, by the product's rules: the previous attempt's error toast dismissed,
 * revalidation, then the success toast, the failure text, the caller's follow-ups. `settle` runs in the same
 * task as the last of them, before the outcome is handed back: a form that focuses a field on a
 * failure finds its fields enabled again (the pending state's change is rendered with the toast's).
 * Never rejects.
 */
function useAttempt<Args extends unknown[], Result>(
  perform: (client: ApiClient, ...args: Args) => Promise<Result>,
  options: ApiActionOptions<Result>,
) {
  const client = useApiClient();
  const toast = useToast();
  const revalidatePaths = useRevalidatePaths();
  const latest = useRef({ perform, options });
  // The newest callbacks and options, for a run started from an older render's closure.
  useLayoutEffect(() => {
    latest.current = { perform, options };
  });
  return useCallback(
    async (
      failureToast: FailureToastSlot,
      args: Args,
      settle: (outcome: ActionOutcome<Result>) => void,
    ): Promise<ActionOutcome<Result>> => {
      if (failureToast.current) toast.dismiss(failureToast.current);
      failureToast.current = null;
      const { perform: act, options: settings } = latest.current;
      let value: Result;
      try {
        value = await act(client, ...args);
      } catch (failure) {
        const text = settings.failure ? failureMessage(failure, settings.failure) : undefined;
        if (text) failureToast.current = toast.show({ tone: 'danger', title: text, duration: settings.toastDuration });
        afterwards(() => settings.onFailure?.(failure));
        const failed: ActionOutcome<Result> = {
          status: 'failed',
          error: failure,
          failureToast: failureToast.current ?? undefined,
        };
        settle(failed);
        return failed;
      }
      // The server has done the write: a fault in the caller's follow-up must not report it failed
      // (the user would be invited to do it again).
      if (settings.revalidate?.length) {
        await revalidatePaths(settings.revalidate, { wholeLists: settings.revalidateWholeLists ?? true }).catch(
          (fault: unknown) => console.error(fault),
        );
      }
      // The success toast only once what the write changed has been read again, in the task that settles the
      // run: the caller's form is reset with it, so "saved" never shows beside a form that still holds an
      // unsaved change (Escape asked to discard a saved memo while a slow re-read ran).
      afterwards(() => {
        const successText = typeof settings.success === 'function' ? settings.success(value) : settings.success;
        if (successText) toast.show({ tone: 'success', title: successText, duration: settings.toastDuration });
      });
      afterwards(() => settings.onSuccess?.(value));
      const done: ActionOutcome<Result> = { status: 'done', value };
      settle(done);
      return done;
    },
    [client, toast, revalidatePaths],
  );
}

/**
 * Every write of the product: pending state, a second press while one runs is ignored, revalidation of
 * the paths it names and then the success toast, and the failure text by the product's one rule. A new
 * attempt dismisses the error toast of the previous one.
 */
export function useApiAction<Args extends unknown[], Result>(
  perform: (client: ApiClient, ...args: Args) => Promise<Result>,
  options: ApiActionOptions<Result> = {},
): ApiAction<Args, Result> {
  const attempt = useAttempt(perform, options);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const running = useRef(false);
  const failureToast = useRef<string | null>(null);

  const run = useCallback(
    async (...args: Args): Promise<ActionOutcome<Result>> => {
      if (running.current) return { status: 'ignored' };
      running.current = true;
      setPending(true);
      setError(undefined);
      return attempt(failureToast, args, (outcome) => {
        if (outcome.status === 'failed') setError(outcome.error);
        running.current = false;
        setPending(false);
      });
    },
    [attempt],
  );

  return { run, pending, error };
}

export interface ApiRowAction<Id, Args extends unknown[], Result> {
  /**
   * Runs the action on one row; ignored (nothing sent) while that row's previous run is pending, while
   * other rows run side by side. Never rejects.
   */
  run: (id: Id, ...args: Args) => Promise<ActionOutcome<Result>>;
  /** True from the row's press until its answer. */
  isPending: (id: Id) => boolean;
}

/**
 * A write offered on every row of a list (a card's or a member's switch), by the same rules as
 * `useApiAction`, with its pending state per row: pressing a second row while the first is on its way
 * sends both, and each row's control stays disabled until its own answer.
 */
export function useApiRowAction<Id, Args extends unknown[], Result>(
  perform: (client: ApiClient, id: Id, ...args: Args) => Promise<Result>,
  options: ApiActionOptions<Result> = {},
): ApiRowAction<Id, Args, Result> {
  const attempt = useAttempt(perform, options);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<Id>>(() => new Set());
  const running = useRef(new Set<Id>());
  const failureToasts = useRef(new Map<Id, FailureToastSlot>());

  const run = useCallback(
    async (id: Id, ...args: Args): Promise<ActionOutcome<Result>> => {
      if (running.current.has(id)) return { status: 'ignored' };
      running.current.add(id);
      setPendingIds(new Set(running.current));
      let slot = failureToasts.current.get(id);
      if (!slot) {
        slot = { current: null };
        failureToasts.current.set(id, slot);
      }
      return attempt(slot, [id, ...args], () => {
        running.current.delete(id);
        setPendingIds(new Set(running.current));
      });
    },
    [attempt],
  );
  const isPending = useCallback((id: Id) => pendingIds.has(id), [pendingIds]);
  return { run, isPending };
}
