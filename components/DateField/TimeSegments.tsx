import { useRef, type Ref } from 'react';
import { useTimeField, type AriaTimeFieldProps, type TimeValue } from 'react-aria';
import { useTimeFieldState } from 'react-stately';
import { SegmentRow } from './DateField.styles.js';
import { SegmentList } from './DateSegments.js';

/**
 * Behaviour of a segmented time input (hour / minute / AM-PM): returns the label, description and
 * error props for the caller's layout and the segments element itself.
 */
export function useTimeSegments<T extends TimeValue>(
  props: AriaTimeFieldProps<T> & { locale: string },
  firstSegmentRef?: Ref<HTMLDivElement>,
) {
  const ref = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const state = useTimeFieldState(props);
  const { fieldProps, inputProps, labelProps, descriptionProps, errorMessageProps, isInvalid, validationErrors } =
    useTimeField({ ...props, inputRef }, state, ref);
  return {
    labelProps,
    descriptionProps,
    errorMessageProps,
    isInvalid,
    validationErrors,
    segments: (
      <SegmentRow {...fieldProps} ref={ref}>
        <SegmentList state={state} firstSegmentRef={firstSegmentRef} />
        <input {...inputProps} ref={inputRef} />
      </SegmentRow>
    ),
  };
}
