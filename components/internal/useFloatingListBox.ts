import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';

/**
 * Positions a listbox popover under its field with floating-ui: same width as the field, flipped
 * above when there is no room below, and `--available-height` set for the list to fit the viewport.
 */
export function useFloatingListBox(isOpen: boolean) {
  const { refs, floatingStyles } = useFloating({
    open: isOpen,
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.width = `${rects.reference.width}px`;
          elements.floating.style.setProperty('--available-height', `${Math.max(availableHeight, 120)}px`);
        },
      }),
    ],
  });
  return { setReference: refs.setReference, setFloating: refs.setFloating, floatingStyles };
}
