import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useToastQueue } from 'react-stately';
import { lazyPart } from '../internal/lazyPart.js';
import { ToastClearanceContext, type ReserveToastClearance } from './toastClearance.js';
import { createToastQueue, MAX_VISIBLE_TOASTS, toQueuedToast } from './toastQueue.js';
import { ToastContext, type ToastApi } from './useToast.js';

// No toast is on screen at first paint: the region's code (react-aria's toast region and landmark,
// the toasts and their styles) is fetched when the queue first holds a toast. Toasts wait in the queue
// meanwhile, and their timers start only once they render.
const layerPart = lazyPart(() => import('./Toast.js').then((module) => module.ToastLayer));

/**
 * Fetches the toast region's code before the first toast (not public: for tests and stories that run a
 * controlled clock or check that no toast shows). Once it has resolved, toasts render with their `show()`.
 */
export async function preloadToastRegion(): Promise<void> {
  await layerPart.preload();
}

export interface ToastProviderProps {
  /** The part of the app that may call `useToast()`. */
  children?: ReactNode;
  /** How many toasts show at once; the rest wait in the queue. Default 3. Read once, on mount. */
  maxVisible?: number;
  /** Accessible name of the toast landmark (F6 moves focus between landmarks). Default "Notifications". */
  regionLabel?: string;
  /** Accessible name of each toast's close button. Default "Close". */
  closeLabel?: string;
  /**
   * Milliseconds a toast stays when its caller gives no `duration`. Default 5000; `Infinity` keeps such
   * toasts until they are closed (the screenshot tests hold a page's first state this way).
   */
  defaultDuration?: number;
}

/**
 * Holds the toast queue for everything under it and renders the visible toasts in a landmark at
 * the bottom of the page (in a portal on `document.body`, only while there are toasts), above an open
 * drawer's action bar (`useToastClearance`). The landmark's code loads with the first toast.
 */
export function ToastProvider({
  children,
  maxVisible = MAX_VISIBLE_TOASTS,
  regionLabel = 'Notifications',
  closeLabel = 'Close',
  defaultDuration,
}: ToastProviderProps) {
  const [queue] = useState(() => createToastQueue(maxVisible));
  const state = useToastQueue(queue);
  const api = useMemo<ToastApi>(
    () => ({
      show: (options) => {
        const { content, queueOptions } = toQueuedToast(options, defaultDuration);
        return queue.add(content, queueOptions);
      },
      dismiss: (id) => queue.close(id),
    }),
    [queue, defaultDuration],
  );
  // The heights kept clear at the bottom of the viewport (open drawers' action bars), by who keeps them.
  const [clearances, setClearances] = useState<ReadonlyMap<string, number>>(() => new Map());
  const reserveClearance = useCallback<ReserveToastClearance>((id, height) => {
    setClearances((current) => {
      if ((current.get(id) ?? null) === height) return current;
      const next = new Map(current);
      if (height === null) next.delete(id);
      else next.set(id, height);
      return next;
    });
  }, []);
  const clearance = Math.max(0, ...clearances.values());
  // Set once, with the first toast; the layer then stays mounted and shows the region while there are toasts.
  const [hasHadToast, setHasHadToast] = useState(false);
  if (!hasHadToast && state.visibleToasts.length > 0) setHasHadToast(true);

  return (
    <ToastContext.Provider value={api}>
      <ToastClearanceContext.Provider value={reserveClearance}>{children}</ToastClearanceContext.Provider>
      {hasHadToast && (
        <Suspense fallback={null}>
          <layerPart.Part state={state} regionLabel={regionLabel} closeLabel={closeLabel} clearance={clearance} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
