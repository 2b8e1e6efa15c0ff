import { useRef, type ReactNode } from 'react';
import { mergeProps, useDialog, useId } from 'react-aria';
import { Button } from '../Button/Button.js';
import { DialogActions, DialogHeader, DialogSurface, DialogTitle } from '../internal/dialogLayout.styles.js';
import { DialogScrollBody } from '../internal/DialogScrollBody.js';
import { Modal } from '../internal/Modal.js';
import { useOverlayOpenState, type ControlledOverlayProps } from '../internal/overlayTrigger.js';

export type AlertDialogVariant = 'default' | 'destructive';

export interface AlertDialogProps extends ControlledOverlayProps {
  /** The question or warning; it names the dialog. */
  title: ReactNode;
  /** What happens if the user confirms; it describes the dialog. */
  children: ReactNode;
  /** Text of the confirming button ("Delete card"). */
  confirmLabel?: string;
  /** Text of the cancelling button; it has focus when the dialog opens. */
  cancelLabel?: string;
  /** Called when the user confirms; the dialog then closes. */
  onConfirm?: () => void;
  /** Called when the user cancels (button or Escape); the dialog then closes. */
  onCancel?: () => void;
  /** `destructive` shows the confirming button as a danger button. */
  variant?: AlertDialogVariant;
  className?: string;
}

/**
 * A confirmation (`role="alertdialog"`): a title, a message, and Cancel / Confirm buttons with
 * focus starting on Cancel, the least destructive action. Escape cancels. Use it in a
 * `DialogTrigger` or control it with `isOpen` / `onOpenChange`.
 */
export function AlertDialog({ isOpen, defaultOpen, onOpenChange, ...panelProps }: AlertDialogProps) {
  const { state, overlayProps } = useOverlayOpenState({ isOpen, defaultOpen, onOpenChange });
  return (
    <Modal
      state={{
        ...state,
        close: () => {
          panelProps.onCancel?.();
          state.close();
        },
      }}
      placement="center"
      size="sm"
    >
      <AlertDialogPanel {...panelProps} overlayProps={overlayProps} close={state.close} />
    </Modal>
  );
}

interface AlertDialogPanelProps extends Omit<AlertDialogProps, keyof ControlledOverlayProps> {
  overlayProps: object;
  close: () => void;
}

function AlertDialogPanel({
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  variant = 'default',
  className,
  overlayProps,
  close,
}: AlertDialogPanelProps) {
  const ref = useRef<HTMLElement>(null);
  const { dialogProps, titleProps } = useDialog({ role: 'alertdialog' }, ref);
  const messageId = useId();

  return (
    <DialogSurface
      {...mergeProps(dialogProps, overlayProps)}
      aria-modal="true"
      aria-describedby={messageId}
      ref={ref}
      className={className}
      data-variant={variant}
    >
      <DialogHeader>
        <DialogTitle {...titleProps}>{title}</DialogTitle>
      </DialogHeader>
      <DialogScrollBody id={messageId} labelledBy={titleProps.id}>
        {children}
      </DialogScrollBody>
      <DialogActions>
        <Button
          variant="secondary"
          // APG alert dialog: focus starts on the least destructive action.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onPress={() => {
            onCancel?.();
            close();
          }}
        >
          {cancelLabel}
        </Button>
        <Button
          variant={variant === 'destructive' ? 'danger' : 'primary'}
          onPress={() => {
            onConfirm?.();
            close();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </DialogSurface>
  );
}
