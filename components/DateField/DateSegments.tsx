import { useRef } from 'react';
import { useDateField, useDateSegment, type AriaDateFieldOptions } from 'react-aria';
import { useDateFieldState, type DateFieldState, type DateSegment } from 'react-stately';
import type { DateValue } from '@internationalized/date';
import { createGregorianCalendar } from '../dates/gregorianCalendar.js';
import { Segment, SegmentRow } from './DateField.styles.js';

function EditableSegment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLDivElement>(null);
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

/** The segments of a date or time field. */
export function SegmentList({ state }: { state: DateFieldState }) {
  return (
    <>
      {state.segments.map((segment, index) => (
        <EditableSegment key={index} segment={segment} state={state} />
      ))}
    </>
  );
}

/**
 * The segmented date input (month / day / year spin buttons, plus hour / minute / AM-PM with a
 * time granularity). Typing digits fills a segment and moves to the next; arrows step a segment.
 * Renders inside a parent that provides the label and the box; the caller passes react-aria props.
 */
export function DateSegments<T extends DateValue>(props: AriaDateFieldOptions<T> & { locale: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const state = useDateFieldState({ ...props, createCalendar: createGregorianCalendar });
  const { fieldProps, inputProps } = useDateField({ ...props, inputRef }, state, ref);
  return (
    <SegmentRow {...fieldProps} ref={ref}>
      <SegmentList state={state} />
      <input {...inputProps} ref={inputRef} />
    </SegmentRow>
  );
}
