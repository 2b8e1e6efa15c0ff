import { createContext, createElement, lazy, use, useContext, useEffect, useMemo, type ComponentType } from 'react';

/** A component whose code is fetched apart from its parent's (a popup's content) and fetched ahead of use. */
export interface LazyPart<P extends object> {
  /** Renders the part; it suspends (shows the nearest `Suspense` fallback) only while its code is still on the way. */
  Part: ComponentType<P>;
  /** Starts fetching the code (once; a failed fetch is tried again on the next call). */
  preload: () => Promise<ComponentType<P>>;
}

const PartsHeldBackContext = createContext(false);
const neverArrives = new Promise<never>(() => undefined);

/**
 * For stories and tests of what a component shows before a lazy part's code has come (a slow network, the
 * moment after mount): inside `<HoldLazyParts value>`, every lazy part waits, so its `Suspense` fallback
 * stays. Not for product code.
 */
export const HoldLazyParts = PartsHeldBackContext.Provider;

/**
 * Splits a popup's content out of its field's import cost: the field renders at once, the content's code
 * is fetched in the background right after the field mounts (`usePreloadPart`) and is normally there
 * long before the popup first opens; once it is, the part renders synchronously, in the same commit as
 * its parent, so focus and aria-hiding see it at once. Only an open before the code has come waits, in
 * `Suspense`.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Part(props: P) {
    if (useContext(PartsHeldBackContext)) use(neverArrives);
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return { Part, preload };
}

/**
 * Fetches a lazy part's code once the component using it has mounted (off the first render's path), and
 * returns `onFocus` / `onPointerEnter` handlers for the field that fetch it too: the person is about to
 * open the popup, and a fetch that failed on mount (a network blip) starts again.
 */
export function usePreloadPart<P extends object>(part: LazyPart<P>) {
  useEffect(() => {
    preloadQuietly(part);
  }, [part]);
  return useMemo(() => {
    const preload = () => preloadQuietly(part);
    return { onFocus: preload, onPointerEnter: preload };
  }, [part]);
}

function preloadQuietly<P extends object>(part: LazyPart<P>) {
  part.preload().catch(() => {
    // Retried when the part renders; the error then reaches the nearest error boundary.
  });
}
