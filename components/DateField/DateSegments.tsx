import { useEffect, useRef, type Ref } from 'react';
import { useDateField, useDateSegment, useObjectRef, type AriaDateFieldOptions } from 'react-aria';
import { useDateFieldState, type DateFieldState, type DateSegment } from 'react-stately';
import type { DateValue } from '@internationalized/date';
import { createGregorianCalendar } from '../dates/gregorianCalendar.js';
import { Segment, SegmentRow } from './DateField.styles.js';
import { isImpossibleTypedDate } from './typedDate.js';

interface EditableSegmentProps {
  segment: DateSegment;
  state: DateFieldState;
  segmentRef?: Ref<HTMLDivElement>;
}

function EditableSegment({ segment, state, segmentRef }: EditableSegmentProps) {
  const ref = useObjectRef(segmentRef);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <Segment
      {...segmentProps}
      ref={ref}
      data-placeholder={segment.isPlaceholder || undefined}
      data-literal={segment.type === 'literal' || undefined}
      data-disabled={state.isDisabled || undefined}
    >
      {segment.text}
    </Segment>
  );
}

export interface SegmentListProps {
  state: DateFieldState;
  /** Given the first editable segment (the month in MM/dd/yyyy): where focusing the field starts typing. */
  firstSegmentRef?: Ref<HTMLDivElement>;
}

/** The segments of a date or time field. */
export function SegmentList({ state, firstSegmentRef }: SegmentListProps) {
  const first = state.segments.findIndex((segment) => segment.isEditable);
  return (
    <>
      {state.segments.map((segment, index) => (
        <EditableSegment
          key={index}
          segment={segment}
          state={state}
          segmentRef={index === first ? firstSegmentRef : undefined}
        />
      ))}
    </>
  );
}

const typedSegment = (state: DateFieldState, type: 'month' | 'day' | 'year') => {
  const segment = state.segments.find((candidate) => candidate.type === type);
  return segment && !segment.isPlaceholder ? (segment.value ?? null) : null;
};

export interface DateSegmentsProps<T extends DateValue> extends AriaDateFieldOptions<T> {
  locale: string;
  firstSegmentRef?: Ref<HTMLDivElement>;
  /**
   * Told whether the segments show a day that does not exist (11/31): such a display is not the
   * field's value, so the picker flags it until react-aria constrains it on blur.
   */
  onImpossibleDateChange?: (impossible: boolean) => void;
}

/**
 * The segmented date input (month / day / year spin buttons, plus hour / minute / AM-PM with a
 * time granularity). Typing digits fills a segment and moves to the next; arrows step a segment.
 * Renders inside a parent that provides the label and the box; the caller passes react-aria props.
 */
export function DateSegments<T extends DateValue>({
  onImpossibleDateChange,
  firstSegmentRef,
  ...props
}: DateSegmentsProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const state = useDateFieldState({ ...props, createCalendar: createGregorianCalendar });
  const { fieldProps, inputProps } = useDateField({ ...props, inputRef }, state, ref);
  const impossible = isImpossibleTypedDate({
    month: typedSegment(state, 'month'),
    day: typedSegment(state, 'day'),
    year: typedSegment(state, 'year'),
  });
  useEffect(() => onImpossibleDateChange?.(impossible), [impossible, onImpossibleDateChange]);
  return (
    <SegmentRow {...fieldProps} ref={ref} data-impossible={impossible || undefined}>
      <SegmentList state={state} firstSegmentRef={firstSegmentRef} />
      <input {...inputProps} ref={inputRef} />
    </SegmentRow>
  );
}
