import { useContext, useRef, type ReactNode } from 'react';
import { mergeProps, useDialog } from 'react-aria';
import { FloatingPanel } from '../internal/FloatingPanel.js';
import type { Placement } from '../internal/useFloatingPosition.js';
import { PopoverDialog, PopoverTitle } from './Popover.styles.js';
import { PopoverContext } from './PopoverTrigger.js';

export type PopoverPlacement = Placement;

interface PopoverBaseProps {
  /** The content. A function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Preferred side of the trigger; flips when there is no room. */
  placement?: PopoverPlacement;
  className?: string;
}

/** A popover is named by a visible `title` or, without one, by `aria-label`. */
export type PopoverProps = PopoverBaseProps &
  (
    | { /** Heading shown at the top; names the popover. */ title: ReactNode; 'aria-label'?: never }
    | { title?: never; /** Accessible name when there is no visible title. */ 'aria-label': string }
  );

/**
 * A non-modal dialog anchored to its trigger (inside a `PopoverTrigger`), positioned with
 * @floating-ui/react. Focus moves into it and Tab stays inside; Escape or a press outside closes
 * it and focus returns to the trigger.
 */
export function Popover({ placement = 'bottom-start', ...props }: PopoverProps) {
  const context = useContext(PopoverContext);
  if (!context) throw new Error('Popover must be rendered inside a PopoverTrigger');
  return (
    <FloatingPanel state={context.state} triggerRef={context.triggerRef} placement={placement} containFocus>
      <PopoverContent {...props} overlayProps={context.overlayProps} close={context.state.close} />
    </FloatingPanel>
  );
}

function PopoverContent({
  title,
  children,
  className,
  overlayProps,
  close,
  ...labelProps
}: Omit<PopoverProps, 'placement'> & { overlayProps: { id?: string }; close: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps, titleProps } = useDialog(labelProps, ref);
  return (
    <PopoverDialog {...mergeProps(dialogProps, overlayProps)} ref={ref} className={className}>
      {title !== undefined && <PopoverTitle {...titleProps}>{title}</PopoverTitle>}
      {typeof children === 'function' ? children(close) : children}
    </PopoverDialog>
  );
}
