import { createContext, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useMenuTrigger, type AriaMenuOptions } from 'react-aria';
import { useMenuTriggerState, type MenuTriggerState } from 'react-stately';
import { PressResponder } from '../internal/triggers.js';
import type { MenuEntry } from './menuItems.js';

export interface MenuContextValue {
  state: MenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuProps: AriaMenuOptions<MenuEntry>;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

export interface MenuTriggerProps {
  /** A pressable trigger (Button, IconButton …) followed by its Menu. */
  children: ReactNode;
  /** Whether the menu is open (controlled). */
  isOpen?: boolean;
  /** Whether the menu is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Opens a Menu from a button (react-aria useMenuTrigger + react-stately useMenuTriggerState):
 * Enter, Space or ArrowDown open it on the first item, ArrowUp on the last.
 */
export function MenuTrigger({ children, ...stateProps }: MenuTriggerProps) {
  const state = useMenuTriggerState(stateProps);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger<MenuEntry>({}, state, triggerRef);
  const context = useMemo(() => ({ state, triggerRef, menuProps }), [state, menuProps]);
  return (
    <MenuContext.Provider value={context}>
      <PressResponder {...menuTriggerProps} ref={triggerRef} isPressed={state.isOpen}>
        {children}
      </PressResponder>
    </MenuContext.Provider>
  );
}
