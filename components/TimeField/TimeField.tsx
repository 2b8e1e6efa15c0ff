import type { ReactNode, Ref } from 'react';
import type { TimeValue } from 'react-aria';
import { I18nProvider, type AriaTimeFieldProps } from 'react-aria';
import { DateInputBox } from '../DateField/DateField.styles.js';
import { useTimeSegments } from '../DateField/TimeSegments.js';
import { Field } from '../internal/Field/Field.js';

export interface TimeFieldProps<T extends TimeValue> extends Omit<
  AriaTimeFieldProps<T>,
  'label' | 'description' | 'errorMessage'
> {
  /** Visible label; also the accessible name. */
  label?: ReactNode;
  /** Short hint under the field, such as the time zone the time is in. */
  description?: ReactNode;
  /** Shown when the time is invalid (`isInvalid`, or outside `minValue` / `maxValue`). */
  errorMessage?: ReactNode;
  /** Locale of the segments. Default `en-US` (h:mm AM/PM). */
  locale?: string;
  className?: string;
  /** Given the first segment (the hour): focusing it starts typing the time. */
  ref?: Ref<HTMLDivElement>;
}

function TimeFieldInner<T extends TimeValue>(props: TimeFieldProps<T> & { locale: string }) {
  const { className: _, ref, ...fieldProps } = props;
  const timeField = useTimeSegments({ ...fieldProps, shouldForceLeadingZeros: true }, ref);
  const { isInvalid, segments } = timeField;
  return (
    <Field own={props} aria={timeField}>
      <DateInputBox data-invalid={isInvalid || undefined} data-disabled={props.isDisabled || undefined}>
        {segments}
      </DateInputBox>
    </Field>
  );
}

/** A time input with hour, minute and AM/PM segments you type into or step with the arrow keys. */
export function TimeField<T extends TimeValue>({ locale = 'en-US', ...props }: TimeFieldProps<T>) {
  return (
    <I18nProvider locale={locale}>
      <TimeFieldInner {...props} locale={locale} />
    </I18nProvider>
  );
}
