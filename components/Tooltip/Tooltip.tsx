import { useContext, type ReactNode } from 'react';
import { mergeProps, Overlay, useTooltip } from 'react-aria';
import { useFloatingPosition, type Placement } from '../internal/useFloatingPosition.js';
import { TooltipBubble } from './Tooltip.styles.js';
import { TooltipContext, type TooltipContextValue } from './TooltipTrigger.js';

export interface TooltipProps {
  /** Short supplementary text; it describes the trigger. Never put interactive content here. */
  children: ReactNode;
  /** Preferred side of the trigger; flips when there is no room. */
  placement?: Placement;
  className?: string;
}

/** A tooltip (`role="tooltip"`) for the trigger of its `TooltipTrigger`, positioned with @floating-ui/react. */
export function Tooltip(props: TooltipProps) {
  const context = useContext(TooltipContext);
  if (!context) throw new Error('Tooltip must be rendered inside a TooltipTrigger');
  if (!context.state.isOpen) return null;
  return <OpenTooltip {...props} context={context} />;
}

function OpenTooltip({
  children,
  placement = 'top',
  className,
  context,
}: TooltipProps & { context: TooltipContextValue }) {
  const { state, triggerRef, tooltipProps } = context;
  const { tooltipProps: ariaTooltipProps } = useTooltip({ id: tooltipProps.id, isOpen: state.isOpen }, state);
  const { setFloating, floatingStyles, actualPlacement } = useFloatingPosition({
    triggerRef,
    isOpen: state.isOpen,
    placement,
    offsetPx: 6,
  });
  return (
    <Overlay disableFocusManagement>
      <TooltipBubble
        {...mergeProps(tooltipProps, ariaTooltipProps)}
        ref={setFloating}
        style={floatingStyles}
        className={className}
        data-placement={actualPlacement}
      >
        {children}
      </TooltipBubble>
    </Overlay>
  );
}
