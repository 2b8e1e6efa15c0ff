import { useEffect, useRef, useState } from 'react';
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
      data-paused={isPaused || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {state.visibleToasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} state={state} closeLabel={closeLabel} />
      ))}
    </ToastRegionRoot>
  );
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
