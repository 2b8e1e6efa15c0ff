import { createContext, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useOverlayTrigger } from 'react-aria';
import { useOverlayTriggerState, type OverlayTriggerState } from 'react-stately';
import type { ControlledOverlayProps } from '../internal/overlayTrigger.js';
import { PressResponder } from '../internal/triggers.js';

export interface PopoverContextValue {
  state: OverlayTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  overlayProps: { id?: string };
}

export const PopoverContext = createContext<PopoverContextValue | null>(null);

export interface PopoverTriggerProps extends ControlledOverlayProps {
  /** A pressable trigger (Button, IconButton …) followed by the Popover it opens. */
  children: ReactNode;
}

/** Opens a Popover anchored to a button; open state can be controlled or not. */
export function PopoverTrigger({ children, ...stateProps }: PopoverTriggerProps) {
  const state = useOverlayTriggerState(stateProps);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const context = useMemo(() => ({ state, triggerRef, overlayProps }), [state, overlayProps]);
  return (
    <PopoverContext.Provider value={context}>
      <PressResponder {...triggerProps} ref={triggerRef} isPressed={state.isOpen}>
        {children}
      </PressResponder>
    </PopoverContext.Provider>
  );
}
