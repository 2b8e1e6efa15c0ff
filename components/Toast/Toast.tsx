import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import {
  mergeProps,
  useFocusRing,
  useFocusWithin,
  useHover,
  useToast as useAriaToast,
  useToastRegion,
} from 'react-aria';
import type { QueuedToast, ToastState } from 'react-stately';
import { Icon } from '../Icon/Icon.js';
import { DismissButton } from '../internal/DismissButton.js';
import { feedbackToneIcons } from '../internal/toneIcons.js';
import { ToastContent, ToastDescription, ToastIcon, ToastRegionRoot, ToastRoot, ToastTitle } from './Toast.styles.js';
import { chooseToastPlacement, type ToastPlacement } from './toastPlacement.js';
import type { ToastContent as ToastContentData } from './toastQueue.js';

export interface ToastRegionProps {
  /** The queue state from `useToastQueue`. */
  state: ToastState<ToastContentData>;
  /** Accessible name of the landmark that holds the toasts (reachable with F6). */
  regionLabel: string;
  /** Accessible name of each toast's close button. */
  closeLabel: string;
  /** Pixels kept clear at the bottom of the viewport (an open drawer's action bar): the toasts sit above. */
  clearance?: number;
}

/**
 * The toasts on screen: the region in a portal on `document.body`, only while the queue shows a toast.
 * `ToastProvider` loads this module with its first toast (`lazyPart`), so a page costs only the queue.
 */
export function ToastLayer(props: ToastRegionProps) {
  return props.state.visibleToasts.length > 0 ? createPortal(<ToastRegion {...props} />, document.body) : null;
}

/**
 * The landmark region holding the visible toasts. Timers pause while the pointer is over it or
 * focus is inside it, including for toasts that arrive meanwhile.
 */
export function ToastRegion({ state, regionLabel, closeLabel, clearance = 0 }: ToastRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { regionProps } = useToastRegion({ 'aria-label': regionLabel }, state, ref);
  const [isHovered, setHovered] = useState(false);
  const [isFocusWithin, setFocusWithin] = useState(false);
  const { hoverProps } = useHover({ onHoverChange: setHovered });
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocusWithin });
  const { focusProps, isFocusVisible } = useFocusRing();
  const isPaused = isHovered || isFocusWithin;
  const placement = useToastPlacement(ref, clearance, state.visibleToasts.length);

  // useToastRegion pauses the toasts visible when hover/focus starts; a toast that appears later
  // starts its own timer on mount, so pause again after every change while paused.
  useEffect(() => {
    if (isPaused) state.pauseAll();
  }, [isPaused, state, state.visibleToasts]);

  return (
    <ToastRegionRoot
      {...mergeProps(regionProps, hoverProps, focusWithinProps, focusProps)}
      ref={ref}
      $clearance={clearance}
      $placement={placement}
      data-placement={placement}
      data-paused={isPaused || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {state.visibleToasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} state={state} closeLabel={closeLabel} />
      ))}
    </ToastRegionRoot>
  );
}

/**
 * The focused control the toasts must leave visible, if any: not one inside the region, and not a
 * container as tall as half the viewport (a dialog that holds focus on opening, a scrolling body).
 */
function focusedControl(region: HTMLElement): DOMRect | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || region.contains(focused)) return null;
  const box = focused.getBoundingClientRect();
  return box.height > 0 && box.height <= window.innerHeight / 2 ? box : null;
}

/** Open modal layers: while one shows, the controls outside it are out of reach. */
const MODAL_LAYER = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"], dialog[open]';

/**
 * The primary buttons (`Button`'s default variant) the toasts must leave visible next: those of the open
 * dialog or drawer, or with none open those of the page (a form's save, a step's next), as drawn now.
 */
function primaryButtons(region: HTMLElement): DOMRect[] {
  const modals = Array.from(document.querySelectorAll(MODAL_LAYER));
  const scope = modals.at(-1) ?? document;
  return Array.from(scope.querySelectorAll('[data-variant="primary"]'))
    .filter((button) => !region.contains(button))
    .map((button) => button.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
}

/**
 * Keeps the toasts off the focused control (the button just pressed, the field being typed in), and then
 * off the primary button of the open dialog, drawer or page: at the bottom of the viewport unless they
 * would cover one there, then at the top. Follows focus, scrolling, resizing and the toasts coming and going.
 */
function useToastPlacement(
  ref: RefObject<HTMLDivElement | null>,
  clearance: number,
  toastCount: number,
): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  useLayoutEffect(() => {
    const region = ref.current;
    if (!region) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const focused = focusedControl(region);
      setPlacement(
        chooseToastPlacement({
          viewportHeight: window.innerHeight,
          region: region.getBoundingClientRect(),
          placement: region.dataset.placement === 'top' ? 'top' : 'bottom',
          clearance,
          keepVisible: focused ? [focused] : [],
          keepVisibleNext: primaryButtons(region),
        }),
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    // Without ResizeObserver (jsdom, an older browser) focus, resizes and scrolls still move it.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(region);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, true);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
    };
  }, [ref, clearance, toastCount]);
  return placement;
}

/** The whole text of a clamped title or description, for its `title` (hover), when it is plain text. */
function textOf(content: unknown): string | undefined {
  return typeof content === 'string' ? content : undefined;
}

interface ToastItemProps {
  toast: QueuedToast<ToastContentData>;
  state: ToastState<ToastContentData>;
  closeLabel: string;
}

function ToastItem({ toast, state, closeLabel }: ToastItemProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { toastProps, contentProps, titleProps, descriptionProps, closeButtonProps } = useAriaToast(
    { toast },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { tone, title, description, announce = 'assertive' } = toast.content;
  const liveProps =
    announce === 'assertive'
      ? contentProps
      : announce === 'polite'
        ? { ...contentProps, role: 'status', 'aria-live': 'polite' as const }
        : { ...contentProps, role: undefined, 'aria-atomic': undefined };

  return (
    <ToastRoot
      {...mergeProps(toastProps, focusProps)}
      ref={ref}
      $tone={tone}
      data-tone={tone}
      data-focus-visible={isFocusVisible || undefined}
    >
      <ToastIcon $tone={tone} aria-hidden="true">
        <Icon icon={feedbackToneIcons[tone]} size="lg" />
      </ToastIcon>
      <ToastContent {...liveProps}>
        <ToastTitle {...titleProps} title={textOf(title)}>
          {title}
        </ToastTitle>
        {description != null && (
          <ToastDescription {...descriptionProps} title={textOf(description)}>
            {description}
          </ToastDescription>
        )}
      </ToastContent>
      <DismissButton {...closeButtonProps} aria-label={closeLabel} />
    </ToastRoot>
  );
}
