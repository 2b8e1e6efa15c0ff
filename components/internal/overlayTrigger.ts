import { createContext, useContext } from 'react';
import { useOverlayTriggerState, type OverlayTriggerState } from 'react-stately';

/** What a DialogTrigger hands to the Dialog, AlertDialog or Drawer inside it. */
export interface OverlayTriggerContextValue {
  state: OverlayTriggerState;
  /** Props for the overlay element (its id, which the trigger's aria-controls points to). */
  overlayProps: { id?: string };
}

export const OverlayTriggerContext = createContext<OverlayTriggerContextValue | null>(null);

/** Open-state props every modal overlay accepts when used without a trigger. */
export interface ControlledOverlayProps {
  /** Whether the overlay is open (controlled). */
  isOpen?: boolean;
  /** Whether the overlay is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the overlay opens or closes (Escape, close buttons, `close()`). */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The open state of a modal overlay: from the surrounding trigger when there is one, otherwise
 * from its own `isOpen` / `defaultOpen` / `onOpenChange` props.
 */
export function useOverlayOpenState(props: ControlledOverlayProps) {
  const fromTrigger = useContext(OverlayTriggerContext);
  const own = useOverlayTriggerState(props);
  return {
    state: fromTrigger ? fromTrigger.state : own,
    overlayProps: fromTrigger ? fromTrigger.overlayProps : {},
  };
}
