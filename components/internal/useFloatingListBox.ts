import { useLayoutEffect, type RefObject } from 'react';
import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react-dom';

/**
 * Positions a listbox popover under its field with floating-ui: as wide as the field (or `minWidth`), flipped
 * above when there is no room below, and `--available-height` set for the list to fit the viewport.
 * Called by the popover itself (the lazy part of a field), so positioning code is not in the field's own cost.
 */
export function useFloatingListBox(anchorRef: RefObject<Element | null>, minWidth = 0) {
  const { refs, floatingStyles } = useFloating({
    open: true,
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, availableWidth, elements }) {
          elements.floating.style.width = `${Math.min(Math.max(rects.reference.width, minWidth), availableWidth)}px`;
          elements.floating.style.setProperty('--available-height', `${Math.max(availableHeight, 120)}px`);
        },
      }),
    ],
  });
  const { setReference } = refs;
  useLayoutEffect(() => {
    setReference(anchorRef.current);
  }, [anchorRef, setReference]);
  return { setFloating: refs.setFloating, floatingStyles };
}
