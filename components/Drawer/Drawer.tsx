import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { mergeProps, useDialog } from 'react-aria';
import type { DialogContent } from '../Dialog/Dialog.js';
import { IconButton } from '../IconButton/IconButton.js';
import { DialogActions, DialogHeader, DialogSurface, DialogTitle } from '../internal/dialogLayout.styles.js';
import { DialogScrollBody } from '../internal/DialogScrollBody.js';
import { Modal } from '../internal/Modal.js';
import { useToastClearance } from '../Toast/toastClearance.js';
import { useOverlayOpenState, type ControlledOverlayProps } from '../internal/overlayTrigger.js';

export interface DrawerProps extends ControlledOverlayProps {
  /** The heading; it names the drawer (`aria-labelledby`). */
  title: ReactNode;
  /** The content. A function receives `close`. */
  children: DialogContent;
  /** Buttons fixed at the bottom of the drawer. A function receives `close`. */
  actions?: DialogContent;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Close when the user presses the dimmed page beside the drawer. */
  isDismissable?: boolean;
  className?: string;
}

/**
 * A titled side panel that slides in from the right (full width on narrow screens). It is modal:
 * focus stays inside, Escape closes it and focus returns to the element that opened it. While it is open,
 * toasts show above its action bar, never over its buttons. Use it in
 * a `DialogTrigger` or control it with `isOpen` / `onOpenChange`.
 */
export function Drawer({ isOpen, defaultOpen, onOpenChange, isDismissable = true, ...panelProps }: DrawerProps) {
  const { state, overlayProps } = useOverlayOpenState({ isOpen, defaultOpen, onOpenChange });
  return (
    <Modal state={state} placement="right" isDismissable={isDismissable}>
      <DrawerPanel {...panelProps} overlayProps={overlayProps} close={state.close} />
    </Modal>
  );
}

interface DrawerPanelProps extends Pick<DrawerProps, 'title' | 'children' | 'actions' | 'closeLabel' | 'className'> {
  overlayProps: object;
  close: () => void;
}

function DrawerPanel({
  title,
  children,
  actions,
  closeLabel = 'Close',
  className,
  overlayProps,
  close,
}: DrawerPanelProps) {
  const ref = useRef<HTMLElement>(null);
  const actionsRef = useRef<HTMLElement>(null);
  const { dialogProps, titleProps } = useDialog({}, ref);
  useToastClearance(actionsRef);
  const render = (content: DialogContent) => (typeof content === 'function' ? content(close) : content);
  return (
    <DialogSurface {...mergeProps(dialogProps, overlayProps)} aria-modal="true" ref={ref} className={className}>
      <DialogHeader data-divided="">
        <DialogTitle {...titleProps}>{title}</DialogTitle>
        <IconButton icon={X} aria-label={closeLabel} onPress={close} />
      </DialogHeader>
      <DialogScrollBody labelledBy={titleProps.id}>{render(children)}</DialogScrollBody>
      {actions !== undefined && (
        <DialogActions data-divided="" ref={actionsRef}>
          {render(actions)}
        </DialogActions>
      )}
    </DialogSurface>
  );
}
