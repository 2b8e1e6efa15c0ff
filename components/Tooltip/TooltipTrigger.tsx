import { createContext, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useTooltipTrigger } from 'react-aria';
import { useTooltipTriggerState, type TooltipTriggerState } from 'react-stately';
import { FocusableProvider } from '../internal/triggers.js';

export interface TooltipContextValue {
  state: TooltipTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  tooltipProps: ReturnType<typeof useTooltipTrigger>['tooltipProps'];
}

export const TooltipContext = createContext<TooltipContextValue | null>(null);

export interface TooltipTriggerProps {
  /** A focusable trigger (Button, IconButton, Link …) followed by its Tooltip. */
  children: ReactNode;
  /** Milliseconds of hovering before the tooltip shows (keyboard focus shows it at once). */
  delay?: number;
  /** Milliseconds before it hides after the pointer leaves. */
  closeDelay?: number;
  /** Never show the tooltip. */
  isDisabled?: boolean;
  /** Whether it is shown (controlled). */
  isOpen?: boolean;
  /** Whether it is shown at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it shows or hides. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Shows a Tooltip for its trigger on hover and on keyboard focus and hides it on blur, pointer
 * leave and Escape (react-aria useTooltipTrigger + react-stately useTooltipTriggerState). The
 * trigger is described by the tooltip (`aria-describedby`); it still needs its own name.
 */
export function TooltipTrigger({ children, delay = 600, closeDelay = 300, ...props }: TooltipTriggerProps) {
  const triggerRef = useRef<HTMLElement>(null);
  const state = useTooltipTriggerState({ ...props, delay, closeDelay });
  const { triggerProps, tooltipProps } = useTooltipTrigger({ ...props, delay, closeDelay }, state, triggerRef);
  const context = useMemo(() => ({ state, triggerRef, tooltipProps }), [state, tooltipProps]);
  return (
    <TooltipContext.Provider value={context}>
      <FocusableProvider {...triggerProps} ref={triggerRef}>
        {children}
      </FocusableProvider>
    </TooltipContext.Provider>
  );
}
