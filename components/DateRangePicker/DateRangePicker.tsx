import { Suspense, useRef, useState, type ReactNode } from 'react';
import type { DateValue } from '@internationalized/date';
import { I18nProvider, useDateRangePicker, type AriaDateRangePickerProps } from 'react-aria';
import { useDateRangePickerState } from 'react-stately';
import { CalendarGlyph } from '../DateField/CalendarGlyph.js';
import { DateSegments } from '../DateField/DateSegments.js';
import { DateInputBox, RangeDash } from '../DateField/DateField.styles.js';
import { PickerButton } from '../DateField/PickerButton.js';
import { FieldDescription, FieldError, FieldRoot } from '../internal/field.styles.js';
import { FieldLabelText } from '../internal/FieldLabelText.js';
import { lazyPart, usePreloadPart } from '../internal/lazyPart.js';
import { IMPOSSIBLE_DATE } from '../DateField/typedDate.js';

const popoverPart = lazyPart(() =>
  import('./DateRangePickerPopover.js').then((module) => module.DateRangePickerPopover),
);

export interface DateRangePickerProps<T extends DateValue> extends Omit<
  AriaDateRangePickerProps<T>,
  'label' | 'description' | 'errorMessage' | 'granularity' | 'hideTimeZone'
> {
  /** Visible label of the range; the start and end fields are named "Start date" and "End date" within it. */
  label?: ReactNode;
  /** Short hint under the field. */
  description?: ReactNode;
  /**
   * Shown when the range is invalid: `isInvalid`, a day outside `minValue` / `maxValue`, or an end
   * before the start. Without it, react-aria's generic message shows.
   */
  errorMessage?: ReactNode;
  /**
   * Shown while the typed day does not exist in its month (11/31): the field is invalid and its value
   * unchanged until the day is corrected, or pulled back to the month's last day when focus leaves.
   */
  impossibleDateMessage?: ReactNode;
  /** Locale of the segments and the calendar. Default `en-US` (MM/dd/yyyy). */
  locale?: string;
  className?: string;
}

function DateRangePickerInner<T extends DateValue>({
  label,
  description,
  errorMessage,
  impossibleDateMessage = IMPOSSIBLE_DATE,
  locale,
  className,
  ...props
}: DateRangePickerProps<T> & { locale: string }) {
  const [startImpossible, setStartImpossible] = useState(false);
  const [endImpossible, setEndImpossible] = useState(false);
  const impossible = startImpossible || endImpossible;
  const ariaProps = {
    ...props,
    label,
    description,
    errorMessage: impossible ? impossibleDateMessage : errorMessage,
    isInvalid: impossible || props.isInvalid,
    shouldForceLeadingZeros: true,
  };
  const state = useDateRangePickerState(ariaProps);
  const groupRef = useRef<HTMLDivElement>(null);
  usePreloadPart(popoverPart);
  const {
    groupProps,
    labelProps,
    startFieldProps,
    endFieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    isInvalid,
    validationErrors,
  } = useDateRangePicker(ariaProps, state, groupRef);
  return (
    <FieldRoot className={className} data-disabled={props.isDisabled || undefined}>
      {label != null && (
        <FieldLabelText {...labelProps} isRequired={props.isRequired}>
          {label}
        </FieldLabelText>
      )}
      <DateInputBox
        {...groupProps}
        ref={groupRef}
        data-invalid={isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
        data-open={state.isOpen || undefined}
      >
        <DateSegments {...startFieldProps} locale={locale} onImpossibleDateChange={setStartImpossible} />
        <RangeDash aria-hidden="true">–</RangeDash>
        <DateSegments {...endFieldProps} locale={locale} onImpossibleDateChange={setEndImpossible} />
        <PickerButton {...buttonProps}>
          <CalendarGlyph />
        </PickerButton>
      </DateInputBox>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      {isInvalid && (
        <FieldError {...errorMessageProps}>{ariaProps.errorMessage ?? validationErrors.join(' ')}</FieldError>
      )}
      {state.isOpen && (
        // Nothing shows while the calendar's code is still on the way (only on a very early open):
        // focus stays on the button, and moves into the calendar when it mounts.
        <Suspense fallback={null}>
          <popoverPart.Part
            state={state}
            anchorRef={groupRef}
            dialogProps={dialogProps}
            calendarProps={calendarProps}
            locale={locale}
          />
        </Suspense>
      )}
    </FieldRoot>
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
