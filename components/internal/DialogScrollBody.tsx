import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useFocusRing } from 'react-aria';
import { DialogBody } from './dialogLayout.styles.js';

/** Elements the Tab key reaches (enabled controls, links, anything with a non-negative tabindex). */
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'object',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex^="-"])`)
  .join(',');

/**
 * Whether `container` scrolls vertically with nothing inside the Tab key reaches — then only the
 * container itself can take the keyboard focus that scrolling needs. Checked on mount, whenever the
 * container or its `content` changes size (content that loads later, a window resize) and whenever
 * the content changes (a control appears or is disabled).
 */
export function useScrollNeedsFocus(
  container: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
): boolean {
  const [needsFocus, setNeedsFocus] = useState(false);
  useLayoutEffect(() => {
    const element = container.current;
    const inner = content.current;
    if (!element || !inner) return undefined;
    const check = () =>
      setNeedsFocus(element.scrollHeight > element.clientHeight + 1 && inner.querySelector(TABBABLE) === null);
    check();
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(check);
    resize?.observe(element);
    resize?.observe(inner);
    const mutation = new MutationObserver(check);
    mutation.observe(inner, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'tabindex', 'href', 'contenteditable'],
    });
    return () => {
      resize?.disconnect();
      mutation.disconnect();
    };
  }, [container, content]);
  return needsFocus;
}

export interface DialogScrollBodyProps {
  /** Id of the dialog's title: it names the body while the body is a scrollable region. */
  labelledBy: string | undefined;
  /** Id of the body itself (an alert dialog's message describes the dialog). */
  id?: string;
  children: ReactNode;
}

/**
 * The scrolling body of Dialog, AlertDialog and Drawer. While its content overflows and holds nothing
 * the Tab key reaches, it is itself a focusable region named by the title (`tabIndex=0`,
 * `role=region`), so keyboard users can still scroll it (WCAG 2.1.1; axe `scrollable-region-focusable`).
 * A body that fits, or whose controls already take focus (arrow keys then scroll it), adds no tab stop.
 */
export function DialogScrollBody({ labelledBy, id, children }: DialogScrollBodyProps) {
  const ref = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrollNeedsFocus(ref, contentRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const regionProps = scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': labelledBy, ...focusProps } : {};
  return (
    <DialogBody ref={ref} id={id} data-focus-visible={(scrolls && isFocusVisible) || undefined} {...regionProps}>
      <div ref={contentRef}>{children}</div>
    </DialogBody>
  );
}
