import { useRef, useState } from 'react';
import type { DateValue } from '@internationalized/date';
import { I18nProvider, useDateRangePicker, type AriaDateRangePickerProps } from 'react-aria';
import { useDateRangePickerState } from 'react-stately';
import { DateSegments } from '../DateField/DateSegments.js';
import { RangeDash } from '../DateField/DateField.styles.js';
import { PickerFrame } from '../DateField/PickerFrame.js';
import { lazyPart, usePreloadPart } from '../internal/lazyPart.js';
import { IMPOSSIBLE_DATE } from '../DateField/typedDate.js';
import type { DatePickerFrameProps, ReplacedPickerProps } from '../DateField/datePickerProps.js';

const popoverPart = lazyPart(() =>
  import('./DateRangePickerPopover.js').then((module) => module.DateRangePickerPopover),
);

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, ReplacedPickerProps>, DatePickerFrameProps {}

function DateRangePickerInner<T extends DateValue>(props: DateRangePickerProps<T> & { locale: string }) {
  const { impossibleDateMessage = IMPOSSIBLE_DATE, locale, className: _, ref, ...pickerProps } = props;
  const [startImpossible, setStartImpossible] = useState(false);
  const [endImpossible, setEndImpossible] = useState(false);
  const impossible = startImpossible || endImpossible;
  const ariaProps = {
    ...pickerProps,
    errorMessage: impossible ? impossibleDateMessage : pickerProps.errorMessage,
    isInvalid: impossible || pickerProps.isInvalid,
    shouldForceLeadingZeros: true,
  };
  const state = useDateRangePickerState(ariaProps);
  const groupRef = useRef<HTMLDivElement>(null);
  usePreloadPart(popoverPart);
  const picker = useDateRangePicker(ariaProps, state, groupRef);
  return (
    <PickerFrame
      {...{ own: props, picker, state, groupRef, locale }}
      errorMessage={ariaProps.errorMessage}
      renderPopover={(parts) => <popoverPart.Part {...parts} state={state} calendarProps={picker.calendarProps} />}
    >
      <DateSegments
        {...picker.startFieldProps}
        firstSegmentRef={ref}
        locale={locale}
        onImpossibleDateChange={setStartImpossible}
      />
      <RangeDash aria-hidden="true">–</RangeDash>
      <DateSegments {...picker.endFieldProps} locale={locale} onImpossibleDateChange={setEndImpossible} />
    </PickerFrame>
  );
}

/**
 * A start and end date, each typed as MM/dd/yyyy segments, with a range calendar popover
 * (press the first day, then the last). Values are `{ start, end }` of `CalendarDate`s.
 */
export function DateRangePicker<T extends DateValue>({ locale = 'en-US', ...props }: DateRangePickerProps<T>) {
  return (
    <I18nProvider locale={locale}>
      <DateRangePickerInner {...props} locale={locale} />
    </I18nProvider>
  );
}
