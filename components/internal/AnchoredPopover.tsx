import { useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { DismissButton, FocusScope, useModalOverlay } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { styled } from 'styled-components';
import { ReturnFocus } from './ReturnFocus.js';
import { useFloatingPosition, type Placement } from './useFloatingPosition.js';

const PopoverSurface = styled.div`
  z-index: ${({ theme }) => theme.zIndex.popover};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space.md};
  max-width: calc(100vw - 16px);
`;

export interface AnchoredPopoverProps {
  /** Whether the popover is shown. */
  isOpen: boolean;
  /** Called on Escape, on a click outside, or by the screen-reader dismiss buttons. */
  onClose: () => void;
  /** The element the popover is placed against (and which does not count as "outside"). */
  anchorRef: RefObject<Element | null>;
  /** Where to place it relative to the anchor. */
  placement?: Placement;
  children: ReactNode;
}

/**
 * A popover positioned with floating-ui next to an anchor, rendered in a portal, with react-aria's
 * modal overlay behaviour: Escape and outside clicks close it, focus stays inside and returns to where
 * it was when it closes, the page behind is inert. Its content (a dialog, which should carry
 * `aria-modal="true"`) is responsible for its own label.
 */
export function AnchoredPopover({
  isOpen,
  onClose,
  anchorRef,
  placement = 'bottom-start',
  children,
}: AnchoredPopoverProps) {
  const popoverRef = useRef<HTMLDivElement>(null);
  // Sized by its content (a calendar): nothing to fit to the space.
  const { setFloating, floatingStyles } = useFloatingPosition({
    triggerRef: anchorRef,
    isOpen,
    placement,
    fitToSpace: () => undefined,
  });
  const overlayState = useOverlayTriggerState({
    isOpen,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  // Modal like the dialogs (APG date picker dialog): the page behind is inert while it is open.
  const { modalProps } = useModalOverlay(
    {
      isDismissable: true,
      shouldCloseOnInteractOutside: (element) => !anchorRef.current?.contains(element),
    },
    overlayState,
    popoverRef,
  );
  if (!isOpen) return null;
  // A plain portal (not FloatingPortal) mounts in the same commit, so the modal overlay's hiding of
  // everything outside already sees the popover.
  return createPortal(
    <FocusScope contain restoreFocus>
      <PopoverSurface
        {...modalProps}
        ref={(node) => {
          popoverRef.current = node;
          setFloating(node);
        }}
        style={floatingStyles}
      >
        <ReturnFocus />
        <DismissButton onDismiss={onClose} />
        {children}
        <DismissButton onDismiss={onClose} />
      </PopoverSurface>
    </FocusScope>,
    document.body,
  );
}
