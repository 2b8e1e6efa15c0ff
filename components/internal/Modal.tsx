import { useEffect, useRef, type ReactNode } from 'react';
import { Overlay, useModalOverlay } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { ModalBox, Underlay } from './Modal.styles.js';
import { ReturnFocus } from './ReturnFocus.js';

/** Where a modal panel sits: centred, full screen, centred-then-full-screen below `md`, bottom sheet, right side. */
export type ModalPlacement = 'center' | 'fullscreen' | 'responsive' | 'sheet' | 'right';

export interface ModalProps {
  /** Open state shared with the trigger. */
  state: OverlayTriggerState;
  placement: ModalPlacement;
  /** Maximum width for centred placements. */
  size?: 'sm' | 'md' | 'lg';
  /** Close when the user presses outside the panel. */
  isDismissable?: boolean;
  /** Keep the modal open on Escape. */
  isKeyboardDismissDisabled?: boolean;
  children: ReactNode;
}

/**
 * A modal layer rendered in a portal (react-aria Overlay + useModalOverlay): dims the page, hides
 * it from assistive technology, blocks its scroll, contains focus and restores it on close. Dialogs and
 * drawers share one stacking layer, so the one opened last is on top (a drawer opened from a dialog covers
 * it, and the dialog is back when it closes). Closes on Escape (only the topmost of nested modals) — also when focus has fallen to the page, as it
 * does when the focused control inside is disabled or removed (react-aria listens inside the panel only).
 */
export function Modal(props: ModalProps) {
  if (!props.state.isOpen) return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  state,
  placement,
  size = 'md',
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable, isKeyboardDismissDisabled }, state, ref);
  useEffect(() => {
    if (isKeyboardDismissDisabled) return;
    const closeOnStrayEscape = (event: KeyboardEvent) => {
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      const boxes = document.querySelectorAll('[data-modal-box]');
      if (event.key === 'Escape' && focusLost && boxes[boxes.length - 1] === ref.current) {
        event.preventDefault();
        state.close();
      }
    };
    document.addEventListener('keydown', closeOnStrayEscape);
    return () => document.removeEventListener('keydown', closeOnStrayEscape);
  }, [isKeyboardDismissDisabled, state]);
  return (
    <Overlay>
      <Underlay {...underlayProps} data-placement={placement}>
        <ModalBox {...modalProps} ref={ref} data-modal-box="" data-placement={placement} data-size={size}>
          <ReturnFocus />
          {children}
        </ModalBox>
      </Underlay>
    </Overlay>
  );
}
