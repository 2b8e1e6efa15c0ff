import { useEffect, useRef } from 'react';

/** The nearest ancestor that scrolls vertically (the dialog's body), or null. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return null;
}

/**
 * A step of a flow starts at its top: when `step` changes the dialog's body scrolls back to the top (the
 * new step read from its start, not at the previous step's scroll position) and focus moves to the step
 * (the button pressed has gone with the previous step, so focus would fall to the page).
 */
export function useStepStart<Step>(step: Step) {
  const ref = useRef<HTMLElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const element = ref.current;
    if (!element) return;
    const scroller = scrollingAncestor(element);
    if (scroller) scroller.scrollTop = 0;
    element.focus({ preventScroll: true });
  }, [step]);
  return ref;
}
