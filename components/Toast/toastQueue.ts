import type { ReactNode } from 'react';
import { ToastQueue, type ToastOptions } from 'react-stately';
import type { FeedbackTone } from '../internal/tones.js';

/** How long a toast stays before it hides itself, unless the caller gives another duration. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

/** How many toasts are on screen at once; newer ones push older ones back into the queue. */
export const MAX_VISIBLE_TOASTS = 3;

/** Longest delay `setTimeout` honours; anything longer would fire at once. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

export type ToastTone = FeedbackTone;

/** What a caller passes to `show()`. */
export interface ShowToastOptions {
  /** Colour and icon: `success`, `error`, `info` or `warning`. */
  tone: ToastTone;
  /** The message in a few words; the toast's accessible name. */
  title: ReactNode;
  /** Optional detail under the title; the toast's accessible description. */
  description?: ReactNode;
  /**
   * Milliseconds before the toast hides itself (timers pause while the toasts are hovered or
   * focused). Default 5000. `Infinity` (or 0 or less) keeps it until the user closes it.
   */
  duration?: number;
  /** Called once when the toast closes, by the user or by its timer. */
  onClose?: () => void;
  /**
   * How screen readers hear it: `assertive` (default, an alert), `polite` (a status, after what is
   * being read) or `off` when the caller announces it itself (e.g. one at a time from a queue).
   */
  announce?: ToastAnnouncement;
}

export type ToastAnnouncement = 'assertive' | 'polite' | 'off';

/** What the queue stores for each toast. */
export interface ToastContent {
  tone: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  announce?: ToastAnnouncement;
}

/**
 * The auto-hide delay for a requested duration: `defaultDuration` (5000 unless the provider says otherwise)
 * when none is given, `undefined` (no auto-hide) for non-finite, non-positive or out-of-range values.
 */
export function resolveToastTimeout(
  duration: number | undefined,
  defaultDuration: number = DEFAULT_TOAST_DURATION_MS,
): number | undefined {
  const requested = duration ?? defaultDuration;
  if (!Number.isFinite(requested) || requested <= 0 || requested > MAX_TIMER_DELAY_MS) return undefined;
  return Math.round(requested) || 1;
}

/** Splits `show()` options into the stored content and react-stately's queue options. */
export function toQueuedToast(
  options: ShowToastOptions,
  defaultDuration?: number,
): { content: ToastContent; queueOptions: ToastOptions } {
  const { tone, title, description, duration, onClose, announce } = options;
  return {
    content: { tone, title, description, announce },
    queueOptions: { timeout: resolveToastTimeout(duration, defaultDuration), onClose },
  };
}

/** A new toast queue that shows at most `maxVisible` toasts, newest first. */
export function createToastQueue(maxVisible: number = MAX_VISIBLE_TOASTS): ToastQueue<ToastContent> {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: Math.max(1, Math.floor(maxVisible)) });
}
