import { createContext, useContext, useEffect, useId, type RefObject } from 'react';

/** An element keeps toasts above it: `height` px from the bottom of the viewport, or `null` once gone. */
export type ReserveToastClearance = (id: string, height: number | null) => void;

export const ToastClearanceContext = createContext<ReserveToastClearance | null>(null);

/**
 * Keeps the toasts of the nearest `ToastProvider` above the element (an open drawer's action bar), so a
 * toast never covers the controls it may be about: while the element is mounted the toast region sits
 * above its top edge, at any width. Without a provider it does nothing.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>): void {
  const reserve = useContext(ToastClearanceContext);
  const id = useId();
  useEffect(() => {
    const element = ref.current;
    if (!reserve || !element) return;
    const measure = () =>
      reserve(id, Math.max(0, Math.round(window.innerHeight - element.getBoundingClientRect().top)));
    measure();
    // Without ResizeObserver (jsdom, an older browser) the bar is measured on mount and on window resizes.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      reserve(id, null);
    };
  }, [reserve, id, ref]);
}
