import { ArrowLeft, X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { mergeProps, useDialog } from 'react-aria';
import { Button } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { IconButton } from '../IconButton/IconButton.js';
import { DialogActions, DialogHeader, DialogSurface, DialogTitle } from '../internal/dialogLayout.styles.js';
import { DialogScrollBody } from '../internal/DialogScrollBody.js';
import { Modal, type ModalPlacement } from '../internal/Modal.js';
import { useToastClearance } from '../Toast/toastClearance.js';
import { useOverlayOpenState, type ControlledOverlayProps } from '../internal/overlayTrigger.js';

export type DialogVariant = 'modal' | 'fullscreen' | 'responsive' | 'sheet';

/** Content that may need to close the dialog (a Cancel button, a form's submit). */
export type DialogContent = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps extends ControlledOverlayProps {
  /** The heading; it names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** The body. A function receives `close`. */
  children: DialogContent;
  /**
   * Buttons at the bottom (Cancel, Save …), outside the scrolling body. In the `sheet` variant
   * this is the fixed bottom action bar. A function receives `close`.
   */
  actions?: DialogContent;
  /**
   * - `modal`: centred panel.
   * - `fullscreen`: fills the viewport, with a Back button in its header.
   * - `responsive`: centred panel that becomes full screen below the `md` breakpoint.
   * - `sheet`: bottom sheet that slides up, with a header that stays put and a fixed action bar.
   */
  variant?: DialogVariant;
  /** Maximum width of the `modal` and `responsive` panels. */
  size?: 'sm' | 'md' | 'lg';
  /** Close when the user presses outside the panel. */
  isDismissable?: boolean;
  /** Keep the dialog open on Escape (for a form that must not be lost). */
  isKeyboardDismissDisabled?: boolean;
  /** The texts of the dialog's own buttons; each has an English default. */
  labels?: Partial<DialogLabels>;
  /** Hide the close button (the actions must then offer a way out). */
  hideCloseButton?: boolean;
  /** What Back does; closes the dialog by default. */
  onBack?: () => void;
  className?: string;
}

/** The texts of a Dialog's own buttons (its title, body and actions are the caller's). */
export interface DialogLabels {
  /** Accessible name of the close button (every variant except `fullscreen`). Default "Close". */
  close: string;
  /** Text of the Back button of the `fullscreen` variant. Default "Back". */
  back: string;
}

const defaultLabels: DialogLabels = { close: 'Close', back: 'Back' };

const placementFor: Record<DialogVariant, ModalPlacement> = {
  modal: 'center',
  fullscreen: 'fullscreen',
  responsive: 'responsive',
  sheet: 'sheet',
};

/**
 * A modal dialog (react-aria useModalOverlay + useDialog): traps focus, closes on Escape, returns
 * focus to the element that opened it and can open another dialog on top of itself. Use it in a
 * `DialogTrigger` or control it with `isOpen` / `onOpenChange`.
 */
export function Dialog({
  variant = 'modal',
  size = 'md',
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  isOpen,
  defaultOpen,
  onOpenChange,
  ...panelProps
}: DialogProps) {
  const { state, overlayProps } = useOverlayOpenState({ isOpen, defaultOpen, onOpenChange });
  return (
    <Modal
      state={state}
      placement={placementFor[variant]}
      size={size}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <DialogPanel {...panelProps} variant={variant} overlayProps={overlayProps} close={state.close} />
    </Modal>
  );
}

interface DialogPanelProps extends Pick<
  DialogProps,
  'title' | 'children' | 'actions' | 'labels' | 'hideCloseButton' | 'onBack' | 'className'
> {
  variant: DialogVariant;
  overlayProps: object;
  close: () => void;
}

function DialogPanel({
  title,
  children,
  actions,
  variant,
  labels,
  hideCloseButton = false,
  onBack,
  className,
  overlayProps,
  close,
}: DialogPanelProps) {
  const texts = { ...defaultLabels, ...labels };
  const ref = useRef<HTMLElement>(null);
  const actionsRef = useRef<HTMLElement>(null);
  const { dialogProps, titleProps } = useDialog({}, ref);
  // Toasts sit above the action bar while the dialog is open, never over its buttons.
  useToastClearance(actionsRef);
  const render = (content: DialogContent) => (typeof content === 'function' ? content(close) : content);
  const withBack = variant === 'fullscreen';
  const divided = variant === 'fullscreen' || variant === 'sheet';

  return (
    <DialogSurface
      {...mergeProps(dialogProps, overlayProps)}
      aria-modal="true"
      ref={ref}
      className={className}
      data-variant={variant}
    >
      <DialogHeader data-with-back={withBack || undefined} data-divided={divided || undefined}>
        {withBack && (
          <Button variant="ghost" size="md" onPress={onBack ?? close}>
            <Icon icon={ArrowLeft} size="lg" />
            {texts.back}
          </Button>
        )}
        <DialogTitle {...titleProps}>{title}</DialogTitle>
        {!withBack && !hideCloseButton && <IconButton icon={X} aria-label={texts.close} onPress={close} />}
      </DialogHeader>
      <DialogScrollBody labelledBy={titleProps.id}>{render(children)}</DialogScrollBody>
      {actions !== undefined && (
        <DialogActions data-divided={divided || undefined} ref={actionsRef}>
          {render(actions)}
        </DialogActions>
      )}
    </DialogSurface>
  );
}
