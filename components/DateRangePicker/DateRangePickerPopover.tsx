import { useRef, type RefObject } from 'react';
import type { DateValue } from '@internationalized/date';
import { useDialog, type AriaDialogProps } from 'react-aria';
import type { DateRangePickerState } from 'react-stately';
import { RangeCalendar, type RangeCalendarProps } from '../Calendar/Calendar.js';
import { PopoverStack } from '../DateField/DateField.styles.js';
import { AnchoredPopover } from '../internal/AnchoredPopover.js';

export interface DateRangePickerPopoverProps {
  state: DateRangePickerState;
  /** The field group the popover is placed against. */
  anchorRef: RefObject<Element | null>;
  dialogProps: AriaDialogProps;
  calendarProps: RangeCalendarProps<DateValue>;
  locale: string;
}

/**
 * The range calendar dialog of a DateRangePicker: loaded apart from the picker (`lazyPart`), so the
 * field costs only its segments and button.
 */
export function DateRangePickerPopover({
  state,
  anchorRef,
  dialogProps,
  calendarProps,
  locale,
}: DateRangePickerPopoverProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const { dialogProps: dialogDomProps } = useDialog(dialogProps, dialogRef);
  return (
    <AnchoredPopover isOpen onClose={() => state.setOpen(false)} anchorRef={anchorRef}>
      <PopoverStack {...dialogDomProps} aria-modal="true" ref={dialogRef}>
        <RangeCalendar {...calendarProps} locale={locale} />
      </PopoverStack>
    </AnchoredPopover>
  );
}
