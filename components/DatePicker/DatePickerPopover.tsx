import { useRef, type RefObject } from 'react';
import type { DateValue } from '@internationalized/date';
import { useDialog, type AriaDialogProps } from 'react-aria';
import type { DatePickerState } from 'react-stately';
import { Calendar, type CalendarProps } from '../Calendar/Calendar.js';
import { PopoverStack } from '../DateField/DateField.styles.js';
import { AnchoredPopover } from '../internal/AnchoredPopover.js';
import { TimeField } from '../TimeField/TimeField.js';

export interface DatePickerPopoverProps {
  state: DatePickerState;
  /** The field group the popover is placed against. */
  anchorRef: RefObject<Element | null>;
  dialogProps: AriaDialogProps;
  calendarProps: CalendarProps<DateValue>;
  locale: string;
  granularity: 'day' | 'minute';
  timeLabel: string;
  isDisabled?: boolean;
}

/**
 * The calendar dialog of a DatePicker or DateTimePicker (with a time field at minute granularity):
 * loaded apart from the picker (`lazyPart`), so the field costs only its segments and button.
 */
export function DatePickerPopover({
  state,
  anchorRef,
  dialogProps,
  calendarProps,
  locale,
  granularity,
  timeLabel,
  isDisabled,
}: DatePickerPopoverProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const { dialogProps: dialogDomProps } = useDialog(dialogProps, dialogRef);
  return (
    <AnchoredPopover isOpen onClose={() => state.setOpen(false)} anchorRef={anchorRef}>
      <PopoverStack {...dialogDomProps} aria-modal="true" ref={dialogRef}>
        <Calendar {...calendarProps} locale={locale} />
        {granularity === 'minute' && (
          <TimeField
            label={timeLabel}
            locale={locale}
            value={state.timeValue}
            onChange={(time) => {
              if (time) state.setTimeValue(time);
            }}
            isDisabled={isDisabled}
          />
        )}
      </PopoverStack>
    </AnchoredPopover>
  );
}
