import { createContext, useContext } from 'react';
import type { ShowToastOptions } from './toastQueue.js';

/** What `useToast()` returns. */
export interface ToastApi {
  /** Queues a toast and returns its id (for `dismiss`). */
  show: (options: ShowToastOptions) => string;
  /** Closes a toast by the id `show` returned; unknown ids are ignored. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows and dismisses toasts from anywhere under a `ToastProvider`.
 *
 * @throws when called outside a `ToastProvider`.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast() must be called inside a <ToastProvider>.');
  return api;
}
