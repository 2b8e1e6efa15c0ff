import {
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useFloating,
  type Placement,
  type Strategy,
} from '@floating-ui/react-dom';
import { useLayoutEffect, type RefObject } from 'react';

export type { Placement } from '@floating-ui/react-dom';

export interface FloatingPositionOptions {
  /** The element the floating element is anchored to. */
  triggerRef: RefObject<Element | null>;
  /** Positioning only runs while open. */
  isOpen: boolean;
  /** Preferred side; flips to the other side when there is no room. */
  placement?: Placement;
  /** Gap between the trigger and the floating element, in px. */
  offsetPx?: number;
  /** Keep the floating element at least as wide as the trigger (menus, selects). */
  matchTriggerWidth?: boolean;
  /** `fixed` for a popup in a fixed root (a field's listbox); default `absolute`. */
  strategy?: Strategy;
  /**
   * Fits the floating element to the space there is. Default: its height capped to that space (and, with
   * `matchTriggerWidth`, its width at least the trigger's).
   */
  fitToSpace?: (space: FloatingSpace) => void;
}

/** The room around the trigger, as floating-ui measures it on each update. */
export interface FloatingSpace {
  floating: HTMLElement;
  triggerWidth: number;
  availableWidth: number;
  availableHeight: number;
}

const viewportPadding = 8;

/**
 * Positions a floating element next to its trigger with @floating-ui/react: flips and shifts to
 * stay in the viewport, limits its height to the space available and follows scroll and resize. The
 * one floating-ui wrapper of the library (popovers, menus, tooltips, listboxes, the calendar popover).
 */
export function useFloatingPosition({
  triggerRef,
  isOpen,
  placement = 'bottom-start',
  offsetPx = 4,
  matchTriggerWidth = false,
  strategy = 'absolute',
  fitToSpace,
}: FloatingPositionOptions) {
  const floating = useFloating({
    open: isOpen,
    placement,
    strategy,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(offsetPx),
      flip({ padding: viewportPadding }),
      shift({ padding: viewportPadding }),
      size({
        padding: viewportPadding,
        // Width is capped in CSS (viewport less padding): capping it here makes the floating
        // element resize while autoUpdate observes it, which loops its ResizeObserver.
        apply({ availableHeight, availableWidth, rects, elements }) {
          const space = {
            floating: elements.floating,
            triggerWidth: rects.reference.width,
            availableWidth,
            availableHeight,
          };
          if (fitToSpace) return fitToSpace(space);
          elements.floating.style.maxHeight = `${Math.max(availableHeight, 0)}px`;
          if (matchTriggerWidth) elements.floating.style.minWidth = `${rects.reference.width}px`;
        },
      }),
    ],
  });
  const { setReference } = floating.refs;
  useLayoutEffect(() => {
    if (isOpen) setReference(triggerRef.current);
  }, [isOpen, setReference, triggerRef]);

  return {
    /** Ref callback for the floating element. */
    setFloating: floating.refs.setFloating,
    /** Inline styles that place the floating element. */
    floatingStyles: floating.floatingStyles,
    /** Placement after flipping (for `data-placement`). */
    actualPlacement: floating.placement,
  };
}
