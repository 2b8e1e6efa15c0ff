import { useRef, useState } from 'react';
import type { DateValue } from '@internationalized/date';
import { I18nProvider, useDatePicker, type AriaDatePickerProps } from 'react-aria';
import { useDatePickerState } from 'react-stately';
import { DateSegments } from '../DateField/DateSegments.js';
import { PickerFrame } from '../DateField/PickerFrame.js';
import { lazyPart, usePreloadPart } from '../internal/lazyPart.js';
import { IMPOSSIBLE_DATE } from '../DateField/typedDate.js';
import type { DatePickerFrameProps, ReplacedPickerProps } from '../DateField/datePickerProps.js';

const popoverPart = lazyPart(() => import('./DatePickerPopover.js').then((module) => module.DatePickerPopover));

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, ReplacedPickerProps>, DatePickerFrameProps {}

interface DatePickerBaseProps<T extends DateValue> extends DatePickerProps<T> {
  granularity: 'day' | 'minute';
  /** Close the popover when a day is picked (react-stately's default is true). */
  shouldCloseOnSelect?: boolean;
  /** Label of the time input in the popover (minute granularity only). */
  timeLabel?: string;
}

function DatePickerInner<T extends DateValue>(props: DatePickerBaseProps<T> & { locale: string }) {
  const {
    impossibleDateMessage = IMPOSSIBLE_DATE,
    locale,
    className: _,
    granularity,
    timeLabel = 'Time',
    ref,
    ...pickerProps
  } = props;
  const [impossible, setImpossible] = useState(false);
  const ariaProps = {
    ...pickerProps,
    errorMessage: impossible ? impossibleDateMessage : pickerProps.errorMessage,
    isInvalid: impossible || pickerProps.isInvalid,
    granularity,
    hideTimeZone: true,
    shouldForceLeadingZeros: true,
  };
  const state = useDatePickerState(ariaProps);
  const groupRef = useRef<HTMLDivElement>(null);
  usePreloadPart(popoverPart);
  const picker = useDatePicker(ariaProps, state, groupRef);
  return (
    <PickerFrame
      {...{ own: props, picker, state, groupRef, locale }}
      errorMessage={ariaProps.errorMessage}
      renderPopover={(parts) => (
        <popoverPart.Part
          {...parts}
          state={state}
          calendarProps={picker.calendarProps}
          granularity={granularity}
          timeLabel={timeLabel}
          isDisabled={props.isDisabled}
        />
      )}
    >
      <DateSegments
        {...picker.fieldProps}
        firstSegmentRef={ref}
        locale={locale}
        onImpossibleDateChange={setImpossible}
      />
    </PickerFrame>
  );
}

/** @internal Shared by DatePicker and DateTimePicker. */
export function DatePickerBase<T extends DateValue>({ locale = 'en-US', ...props }: DatePickerBaseProps<T>) {
  return (
    <I18nProvider locale={locale}>
      <DatePickerInner {...props} locale={locale} />
    </I18nProvider>
  );
}

/**
 * A date input shown as MM/dd/yyyy segments you can type into, with a calendar popover.
 * Values are `CalendarDate`s from @internationalized/date; `toString()` gives the API's YYYY-MM-DD.
 */
export function DatePicker<T extends DateValue>(props: DatePickerProps<T>) {
  return <DatePickerBase {...props} granularity="day" />;
}
