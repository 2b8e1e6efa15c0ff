import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { autoUpdate, flip, FloatingPortal, offset, shift, useFloating, type Placement } from '@floating-ui/react';
import { DismissButton, FocusScope, mergeProps, useOverlay } from 'react-aria';
import { styled } from 'styled-components';

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
 * overlay behaviour: Escape and outside clicks close it, focus stays inside and returns to where it
 * was when it closes. Its content (a dialog) is responsible for its own label.
 */
export function AnchoredPopover({
  isOpen,
  onClose,
  anchorRef,
  placement = 'bottom-start',
  children,
}: AnchoredPopoverProps) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const { refs, floatingStyles } = useFloating({
    open: isOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  useLayoutEffect(() => {
    refs.setReference(anchorRef.current);
  }, [anchorRef, refs, isOpen]);
  const { overlayProps } = useOverlay(
    {
      isOpen,
      onClose,
      isDismissable: true,
      shouldCloseOnInteractOutside: (element) => !anchorRef.current?.contains(element),
    },
    popoverRef,
  );
  if (!isOpen) return null;
  return (
    <FloatingPortal>
      <FocusScope contain restoreFocus>
        <PopoverSurface
          {...mergeProps(overlayProps)}
          ref={(node) => {
            popoverRef.current = node;
            refs.setFloating(node);
          }}
          style={floatingStyles}
        >
          <DismissButton onDismiss={onClose} />
          {children}
          <DismissButton onDismiss={onClose} />
        </PopoverSurface>
      </FocusScope>
    </FloatingPortal>
  );
}
