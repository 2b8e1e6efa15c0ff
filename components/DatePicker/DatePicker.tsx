import { Suspense, useRef, useState, type ReactNode } from 'react';
import type { DateValue } from '@internationalized/date';
import { I18nProvider, useDatePicker, type AriaDatePickerProps } from 'react-aria';
import { useDatePickerState } from 'react-stately';
import { CalendarGlyph } from '../DateField/CalendarGlyph.js';
import { DateSegments } from '../DateField/DateSegments.js';
import { DateInputBox } from '../DateField/DateField.styles.js';
import { PickerButton } from '../DateField/PickerButton.js';
import { FieldDescription, FieldError, FieldRoot } from '../internal/field.styles.js';
import { FieldLabelText } from '../internal/FieldLabelText.js';
import { lazyPart, usePreloadPart } from '../internal/lazyPart.js';
import { IMPOSSIBLE_DATE } from '../DateField/typedDate.js';

const popoverPart = lazyPart(() => import('./DatePickerPopover.js').then((module) => module.DatePickerPopover));

export interface DatePickerProps<T extends DateValue> extends Omit<
  AriaDatePickerProps<T>,
  'label' | 'description' | 'errorMessage' | 'granularity' | 'hideTimeZone'
> {
  /** Visible label; also the accessible name of the field and of the calendar dialog. */
  label?: ReactNode;
  /** Short hint under the field, e.g. the expected format. */
  description?: ReactNode;
  /**
   * Shown, and wired with `aria-invalid` / `aria-describedby`, when the value is invalid: when
   * `isInvalid` is set or the typed date is outside `minValue` / `maxValue` or unavailable.
   * Without it, react-aria's generic message (e.g. "Value must be 11/22/2026 or earlier.") shows.
   */
  errorMessage?: ReactNode;
  /**
   * Shown while the typed day does not exist in its month (11/31): the field is invalid and its value
   * unchanged until the day is corrected, or pulled back to the month's last day when focus leaves.
   */
  impossibleDateMessage?: ReactNode;
  /** Locale of the segments and the calendar. Default `en-US`, which shows MM/dd/yyyy. */
  locale?: string;
  className?: string;
}

interface DatePickerBaseProps<T extends DateValue> extends DatePickerProps<T> {
  granularity: 'day' | 'minute';
  /** Close the popover when a day is picked (react-stately's default is true). */
  shouldCloseOnSelect?: boolean;
  /** Label of the time input in the popover (minute granularity only). */
  timeLabel?: string;
}

function DatePickerInner<T extends DateValue>({
  label,
  description,
  errorMessage,
  impossibleDateMessage = IMPOSSIBLE_DATE,
  locale,
  className,
  granularity,
  timeLabel = 'Time',
  ...props
}: DatePickerBaseProps<T> & { locale: string }) {
  const [impossible, setImpossible] = useState(false);
  const ariaProps = {
    ...props,
    label,
    description,
    errorMessage: impossible ? impossibleDateMessage : errorMessage,
    isInvalid: impossible || props.isInvalid,
    granularity,
    hideTimeZone: true,
    shouldForceLeadingZeros: true,
  };
  const state = useDatePickerState(ariaProps);
  const groupRef = useRef<HTMLDivElement>(null);
  usePreloadPart(popoverPart);
  const {
    groupProps,
    labelProps,
    fieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    isInvalid,
    validationErrors,
  } = useDatePicker(ariaProps, state, groupRef);
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
        <DateSegments {...fieldProps} locale={locale} onImpossibleDateChange={setImpossible} />
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
            granularity={granularity}
            timeLabel={timeLabel}
            isDisabled={props.isDisabled}
          />
        </Suspense>
      )}
    </FieldRoot>
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
 * Values are `CalendarDate`s from @internationalized/date; send them with `toApiDate`.
 */
export function DatePicker<T extends DateValue>(props: DatePickerProps<T>) {
  return <DatePickerBase {...props} granularity="day" />;
}
