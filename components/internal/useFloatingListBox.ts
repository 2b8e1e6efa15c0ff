import type { RefObject } from 'react';
import { useFloatingPosition, type FloatingSpace } from './useFloatingPosition.js';

/**
 * Positions a listbox popover under its field: as wide as the field (or `minWidth`), flipped above when
 * there is no room below, and `--available-height` set for the list to fit the viewport. Called by the
 * popover itself (the lazy part of a field), so positioning code is not in the field's own cost.
 */
export function useFloatingListBox(anchorRef: RefObject<Element | null>, minWidth = 0) {
  const fitToSpace = ({ floating, triggerWidth, availableWidth, availableHeight }: FloatingSpace) => {
    floating.style.width = `${Math.min(Math.max(triggerWidth, minWidth), availableWidth)}px`;
    floating.style.setProperty('--available-height', `${Math.max(availableHeight, 120)}px`);
  };
  return useFloatingPosition({ triggerRef: anchorRef, isOpen: true, strategy: 'fixed', fitToSpace });
}
