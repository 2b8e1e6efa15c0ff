import { useState, type ReactNode, type Ref } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, useObjectRef } from 'react-aria';
import { Info } from 'lucide-react';
import { Icon } from '../Icon/Icon.js';
import type { StatusTone } from '../internal/tones.js';
import type { Placement } from '../internal/useFloatingPosition.js';
import { Tooltip } from '../Tooltip/Tooltip.js';
import { TooltipTrigger } from '../Tooltip/TooltipTrigger.js';
import { StatusChipButton, StatusChipDot, StatusChipRoot } from './StatusChip.styles.js';

export type StatusChipTone = StatusTone;

export interface StatusChipProps {
  /** The status in a word or two, such as "Active" or "Pending review". */
  children: ReactNode;
  /** Colour: `success`, `warning`, `danger`, `info` or `neutral`. Default `neutral`. */
  tone?: StatusChipTone;
  /**
   * Why the item has this status ("Blocked after three wrong PIN entries"). The chip then becomes
   * a button that shows the reason in a Tooltip on hover, on keyboard focus and on press (tap), and
   * is described by it for screen readers. Keep it short and non-interactive.
   */
  reason?: ReactNode;
  /** Preferred side of the reason tooltip. Default `top`. */
  reasonPlacement?: Placement;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** A compact, coloured status label (the word carries the meaning; the colour supports it). */
export function StatusChip({
  children,
  tone = 'neutral',
  reason,
  reasonPlacement = 'top',
  className,
  ref,
}: StatusChipProps) {
  if (reason == null) {
    return (
      <StatusChipRoot ref={ref} className={className} data-tone={tone}>
        <StatusChipDot aria-hidden="true" />
        {children}
      </StatusChipRoot>
    );
  }
  return (
    <ChipWithReason tone={tone} reason={reason} reasonPlacement={reasonPlacement} className={className} chipRef={ref}>
      {children}
    </ChipWithReason>
  );
}

interface ChipWithReasonProps {
  children: ReactNode;
  tone: StatusChipTone;
  reason: ReactNode;
  reasonPlacement: Placement;
  className?: string;
  chipRef?: Ref<HTMLElement>;
}

function ChipWithReason({ children, tone, reason, reasonPlacement, className, chipRef }: ChipWithReasonProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <TooltipTrigger isOpen={isOpen} onOpenChange={setOpen} delay={300}>
      {/* A press (tap, Enter, Space) shows the reason too, so it is reachable without hover. */}
      <ChipButton tone={tone} className={className} chipRef={chipRef} onPress={() => setOpen(true)}>
        {children}
      </ChipButton>
      <Tooltip placement={reasonPlacement}>{reason}</Tooltip>
    </TooltipTrigger>
  );
}

interface ChipButtonProps {
  children: ReactNode;
  tone: StatusChipTone;
  onPress: () => void;
  className?: string;
  chipRef?: Ref<HTMLElement>;
}

/** The chip as a button; it receives the tooltip trigger's props through react-aria's focusable context. */
function ChipButton({ children, tone, onPress, className, chipRef }: ChipButtonProps) {
  const buttonRef = useObjectRef(chipRef as Ref<HTMLButtonElement> | undefined);
  const { buttonProps } = useButton({ onPress }, buttonRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  return (
    <StatusChipButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={buttonRef}
      className={className}
      data-tone={tone}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      <StatusChipDot aria-hidden="true" />
      {children}
      <Icon icon={Info} size="xs" />
    </StatusChipButton>
  );
}
