import type { ReactNode, Ref } from 'react';
import type { StatusTone } from '../internal/tones.js';
import { StatusChipDot, StatusChipRoot } from './StatusChip.styles.js';

export type StatusChipTone = StatusTone;

export interface StatusChipProps {
  /** The status in a word or two, such as "Active" or "Pending review". */
  children: ReactNode;
  /** Colour: `success`, `warning`, `danger`, `info` or `neutral`. Default `neutral`. */
  tone?: StatusChipTone;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

/** A compact, coloured status label (the word carries the meaning; the colour supports it). */
export function StatusChip({ children, tone = 'neutral', className, ref }: StatusChipProps) {
  return (
    <StatusChipRoot ref={ref} className={className} data-tone={tone}>
      <StatusChipDot aria-hidden="true" />
      {children}
    </StatusChipRoot>
  );
}
