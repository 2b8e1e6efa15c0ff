import { useRef, type ReactNode, type RefObject } from 'react';
import { mergeProps, Overlay, useOverlay } from 'react-aria';
import { FloatingSurface } from './FloatingPanel.styles.js';
import { useFloatingPosition, type Placement } from './useFloatingPosition.js';
import { ReturnFocus } from './ReturnFocus.js';

export interface FloatingPanelProps {
  /** Open state; `close` is called on Escape, on a press outside and (unless focus is contained) on blur. */
  state: { isOpen: boolean; close: () => void };
  /** The element the panel is anchored to; pressing it does not count as outside. */
  triggerRef: RefObject<Element | null>;
  placement?: Placement;
  /** Keep the panel at least as wide as its trigger. */
  matchTriggerWidth?: boolean;
  /** Keep Tab inside the panel (popover dialogs); otherwise leaving the panel closes it (menus). */
  containFocus?: boolean;
  layer?: 'popover' | 'dropdown';
  /** Extra DOM props for the panel (data attributes). */
  panelProps?: Record<string, unknown>;
  children: ReactNode;
}

/**
 * A non-modal floating panel in a portal: positioned next to its trigger with @floating-ui/react,
 * dismissed with react-aria useOverlay (Escape, press outside), focus restored to the trigger.
 */
export function FloatingPanel(props: FloatingPanelProps) {
  if (!props.state.isOpen) return null;
  return <OpenFloatingPanel {...props} />;
}

function OpenFloatingPanel({
  state,
  triggerRef,
  placement = 'bottom-start',
  matchTriggerWidth = false,
  containFocus = false,
  layer = 'popover',
  panelProps,
  children,
}: FloatingPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { overlayProps } = useOverlay(
    {
      isOpen: state.isOpen,
      onClose: state.close,
      isDismissable: true,
      shouldCloseOnBlur: !containFocus,
      shouldCloseOnInteractOutside: (element) => !triggerRef.current?.contains(element),
    },
    ref,
  );
  const position = useFloatingPosition({ triggerRef, isOpen: state.isOpen, placement, matchTriggerWidth });
  return (
    <Overlay shouldContainFocus={containFocus}>
      <FloatingSurface
        {...mergeProps(overlayProps, panelProps)}
        // Portalled outside any modal it opens from (a menu in a drawer): react-aria's modal hides what
        // is added outside it, but keeps its "top layer" visible, so the panel stays usable.
        data-react-aria-top-layer=""
        ref={(element: HTMLDivElement | null) => {
          ref.current = element;
          position.setFloating(element);
        }}
        style={position.floatingStyles}
        $layer={layer}
        data-placement={position.actualPlacement}
      >
        <ReturnFocus />
        {children}
      </FloatingSurface>
    </Overlay>
  );
}
