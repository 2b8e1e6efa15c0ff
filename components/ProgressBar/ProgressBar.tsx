import type { ReactNode, Ref } from 'react';
import { useProgressBar, type AriaProgressBarProps } from 'react-aria';
import {
  ProgressBarFill,
  ProgressBarHeader,
  ProgressBarLabel,
  ProgressBarRoot,
  ProgressBarTrack,
  ProgressBarValue,
} from './ProgressBar.styles.js';
import { normalizeProgress } from './progressValue.js';

export type ProgressBarTone = 'primary' | 'success' | 'warning' | 'danger';

export interface ProgressBarProps extends Pick<
  AriaProgressBarProps,
  'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'id'
> {
  /** Visible label; also the accessible name. Use `aria-label` when there is no visible label. */
  label?: ReactNode;
  /** Current value. Values outside `minValue`…`maxValue` are clamped, so the bar never passes 100 %. */
  value?: number;
  /** Value at an empty bar. Default 0. */
  minValue?: number;
  /** Value at a full bar. Default 100. */
  maxValue?: number;
  /**
   * Text for the value, shown and read instead of the formatted number, such as "$750 of $1,000".
   * Without it the value is formatted with `formatOptions` (a percentage by default).
   */
  valueLabel?: string;
  /** Show the value label next to the label. Default true. */
  showValueLabel?: boolean;
  /** Intl number format of the value label. Default `{ style: 'percent' }`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Progress is unknown: the fill slides instead of showing an amount. */
  isIndeterminate?: boolean;
  /** Fill colour, e.g. `danger` for a limit that is almost used up. Default `primary`. */
  tone?: ProgressBarTone;
  /** Track height: 8 px (`md`) or 4 px (`sm`). */
  size?: 'sm' | 'md';
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A determinate (or indeterminate) progress bar with a label and a value label, from react-aria. */
export function ProgressBar({
  label,
  value,
  minValue,
  maxValue,
  valueLabel,
  showValueLabel = true,
  formatOptions,
  isIndeterminate = false,
  tone = 'primary',
  size = 'md',
  className,
  ref,
  ...ariaProps
}: ProgressBarProps) {
  const progress = normalizeProgress(value, minValue, maxValue);
  const { progressBarProps, labelProps } = useProgressBar({
    ...ariaProps,
    label,
    value: progress.value,
    minValue: progress.minValue,
    maxValue: progress.maxValue,
    valueLabel,
    formatOptions,
    isIndeterminate,
  });
  const shownValue = progressBarProps['aria-valuetext'];
  const hasHeader = label != null || (showValueLabel && !isIndeterminate);

  return (
    <ProgressBarRoot {...progressBarProps} ref={ref} className={className}>
      {hasHeader && (
        <ProgressBarHeader>
          {label != null ? <ProgressBarLabel {...labelProps}>{label}</ProgressBarLabel> : <span />}
          {showValueLabel && !isIndeterminate && (
            <ProgressBarValue aria-hidden="true">{valueLabel ?? shownValue}</ProgressBarValue>
          )}
        </ProgressBarHeader>
      )}
      <ProgressBarTrack data-size={size}>
        <ProgressBarFill
          data-tone={tone}
          data-indeterminate={isIndeterminate || undefined}
          style={isIndeterminate ? undefined : { width: `${progress.fraction * 100}%` }}
        />
      </ProgressBarTrack>
    </ProgressBarRoot>
  );
}
