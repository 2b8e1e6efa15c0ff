import { useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useToastQueue } from 'react-stately';
import { ToastRegion } from './Toast.js';
import { createToastQueue, MAX_VISIBLE_TOASTS, toQueuedToast } from './toastQueue.js';
import { ToastContext, type ToastApi } from './useToast.js';

export interface ToastProviderProps {
  /** The part of the app that may call `useToast()`. */
  children?: ReactNode;
  /** How many toasts show at once; the rest wait in the queue. Default 3. Read once, on mount. */
  maxVisible?: number;
  /** Accessible name of the toast landmark (F6 moves focus between landmarks). Default "Notifications". */
  regionLabel?: string;
  /** Accessible name of each toast's close button. Default "Close". */
  closeLabel?: string;
}

/**
 * Holds the toast queue for everything under it and renders the visible toasts in a landmark at
 * the bottom of the page (in a portal on `document.body`, only while there are toasts).
 */
export function ToastProvider({
  children,
  maxVisible = MAX_VISIBLE_TOASTS,
  regionLabel = 'Notifications',
  closeLabel = 'Close',
}: ToastProviderProps) {
  const [queue] = useState(() => createToastQueue(maxVisible));
  const state = useToastQueue(queue);
  const api = useMemo<ToastApi>(
    () => ({
      show: (options) => {
        const { content, queueOptions } = toQueuedToast(options);
        return queue.add(content, queueOptions);
      },
      dismiss: (id) => queue.close(id),
    }),
    [queue],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {state.visibleToasts.length > 0 &&
        createPortal(<ToastRegion state={state} regionLabel={regionLabel} closeLabel={closeLabel} />, document.body)}
    </ToastContext.Provider>
  );
}
