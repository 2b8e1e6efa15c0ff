import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';

const hiddenElements = () => document.querySelectorAll<HTMLElement>('[aria-hidden="true"]');

/**
 * While a combobox's list is open, makes what react-aria's useComboBox hid with `aria-hidden` inert as
 * well. It hides the rest of the page from assistive technology so that the list, portalled to the end
 * of the page, comes right after the input; `aria-hidden` alone leaves every link, button and field
 * there focusable inside hidden content (axe `aria-hidden-focus`). Inert content is neither exposed
 * nor focusable; a click there lands on the page behind it, which closes the list.
 *
 * Call it after `useComboBox`: its effect, which hides the page, runs before this one. Content that
 * was hidden before the list opened is left as it is, and so is the field's own button (`buttonRef`:
 * out of the tab order, it stays pressable to close the list).
 */
export function useInertOutside(isOpen: boolean, buttonRef?: RefObject<Element | null>) {
  const hiddenBeforeOpening = useRef<ReadonlySet<Element>>(new Set());
  useLayoutEffect(() => {
    if (isOpen) hiddenBeforeOpening.current = new Set(hiddenElements());
  }, [isOpen]);
  useEffect(() => {
    if (!isOpen) return;
    const madeInert = [...hiddenElements()].filter(
      (element) => !hiddenBeforeOpening.current.has(element) && element !== buttonRef?.current && !element.inert,
    );
    for (const element of madeInert) element.inert = true;
    return () => {
      for (const element of madeInert) element.inert = false;
    };
  }, [isOpen, buttonRef]);
}

/**
 * Passes a key to react-aria's combobox handler. Tab, which takes the highlighted option, also closes
 * the list, at once: the browser moves focus right after the keydown, and the page made inert while
 * the list is open (`useInertOutside`) must be focusable again by then, not a render later.
 */
export function passKeyToComboBox<E extends Element>(
  event: KeyboardEvent<E>,
  onKeyDown: ((event: KeyboardEvent<E>) => void) | undefined,
  list: { isOpen: boolean; setOpen: (isOpen: boolean) => void },
) {
  if (event.key !== 'Tab' || !list.isOpen) {
    onKeyDown?.(event);
    return;
  }
  flushSync(() => {
    onKeyDown?.(event);
    list.setOpen(false);
  });
}
