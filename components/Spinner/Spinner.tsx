import type { Ref } from 'react';
import { useProgressBar } from 'react-aria';
import { SpinnerLabel, SpinnerRing, SpinnerRoot } from './Spinner.styles.js';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** What is loading, in a few words; the accessible name of the progress bar. Default "Loading". */
  label?: string;
  /** Show `label` as text next to the ring (it is always the accessible name). */
  showLabel?: boolean;
  /** Ring diameter: 16, 24 or 48 px. */
  size?: SpinnerSize;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * An indeterminate progress indicator: `role="progressbar"` without a value, named by `label`.
 * Under `prefers-reduced-motion` the ring stops turning and shows a dotted track instead.
 */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md', className, ref }: SpinnerProps) {
  const { progressBarProps, labelProps } = useProgressBar({
    isIndeterminate: true,
    label: showLabel ? label : undefined,
    'aria-label': showLabel ? undefined : label,
  });
  return (
    <SpinnerRoot {...progressBarProps} ref={ref} className={className} data-size={size}>
      <SpinnerRing aria-hidden="true" data-size={size} />
      {showLabel && <SpinnerLabel {...labelProps}>{label}</SpinnerLabel>}
    </SpinnerRoot>
  );
}
