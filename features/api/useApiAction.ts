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
  /** The success toast: a text, or a function of the answer (returning `undefined` shows none). */
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

/**
 * Every write of the product: pending state, a second press while one runs is ignored, the success
 * toast, revalidation of the paths it names, and the failure text by the product's one rule. A new
 * attempt dismisses the error toast of the previous one.
 */
export function useApiAction<Args extends unknown[], Result>(
  perform: (client: ApiClient, ...args: Args) => Promise<Result>,
  options: ApiActionOptions<Result> = {},
): ApiAction<Args, Result> {
  const client = useApiClient();
  const toast = useToast();
  const revalidatePaths = useRevalidatePaths();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const running = useRef(false);
  const lastFailureToast = useRef<string | null>(null);
  const latest = useRef({ perform, options });
  // The newest callbacks and options, for a run started from an older render's closure.
  useLayoutEffect(() => {
    latest.current = { perform, options };
  });

  const run = useCallback(
    async (...args: Args): Promise<ActionOutcome<Result>> => {
      if (running.current) return { status: 'ignored' };
      running.current = true;
      setPending(true);
      setError(undefined);
      if (lastFailureToast.current) toast.dismiss(lastFailureToast.current);
      lastFailureToast.current = null;
      const { perform: act, options: settings } = latest.current;
      try {
        let value: Result;
        try {
          value = await act(client, ...args);
        } catch (failure) {
          setError(failure);
          const text = settings.failure ? failureMessage(failure, settings.failure) : undefined;
          if (text) {
            lastFailureToast.current = toast.show({ tone: 'error', title: text, duration: settings.toastDuration });
          }
          afterwards(() => settings.onFailure?.(failure));
          return { status: 'failed', error: failure, failureToast: lastFailureToast.current ?? undefined };
        }
        // The server has done the write: a fault in the caller's follow-up must not report it failed
        // (the user would be invited to do it again).
        afterwards(() => {
          const successText = typeof settings.success === 'function' ? settings.success(value) : settings.success;
          if (successText) toast.show({ tone: 'success', title: successText, duration: settings.toastDuration });
        });
        if (settings.revalidate?.length) {
          await revalidatePaths(settings.revalidate, { wholeLists: settings.revalidateWholeLists ?? true });
        }
        afterwards(() => settings.onSuccess?.(value));
        return { status: 'done', value };
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [client, toast, revalidatePaths],
  );

  return { run, pending, error };
}
