import { useMemo, useRef, type ReactNode } from 'react';
import { useOverlayTrigger } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { OverlayTriggerContext, type ControlledOverlayProps } from '../internal/overlayTrigger.js';
import { PressResponder } from '../internal/triggers.js';

export interface DialogTriggerProps extends ControlledOverlayProps {
  /**
   * A pressable trigger (Button, IconButton …) followed by the Dialog, AlertDialog or Drawer it
   * opens. The trigger gets `aria-haspopup`, `aria-expanded` and the press handler; focus returns
   * to it when the overlay closes.
   */
  children: ReactNode;
}

/** Opens a Dialog, AlertDialog or Drawer from a button; open state can be controlled or not. */
export function DialogTrigger({ children, ...stateProps }: DialogTriggerProps) {
  const state = useOverlayTriggerState(stateProps);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const context = useMemo(() => ({ state, overlayProps }), [state, overlayProps]);
  return (
    <OverlayTriggerContext.Provider value={context}>
      <PressResponder {...triggerProps} ref={triggerRef} isPressed={state.isOpen}>
        {children}
      </PressResponder>
    </OverlayTriggerContext.Provider>
  );
}
