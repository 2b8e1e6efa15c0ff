import { Suspense, type ReactNode, type RefObject } from 'react';
import type { DateRangePickerAria, DatePickerAria } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { Field, type FieldFrameProps } from '../internal/Field/Field.js';
import { CalendarGlyph } from './CalendarGlyph.js';
import { DateInputBox } from './DateField.styles.js';
import { PickerButton } from './PickerButton.js';

/** What every picker's calendar popover takes from its field. */
export interface PickerPopoverParts {
  anchorRef: RefObject<HTMLDivElement | null>;
  dialogProps: DatePickerAria['dialogProps'];
  locale: string;
}

export interface PickerFrameProps {
  own: FieldFrameProps;
  picker: DatePickerAria | DateRangePickerAria;
  state: OverlayTriggerState;
  groupRef: RefObject<HTMLDivElement | null>;
  locale: string;
  /** The message while the typed day does not exist, else the field's own. */
  errorMessage: ReactNode;
  /** The segments. */
  children: ReactNode;
  /** The calendar popover (a lazily loaded part), given what it takes from the field. */
  renderPopover: (parts: PickerPopoverParts) => ReactNode;
}

/** The frame, the segments' box with its calendar button, and the popover of DatePicker and DateRangePicker. */
export function PickerFrame({
  own,
  picker,
  state,
  groupRef,
  locale,
  errorMessage,
  children,
  renderPopover,
}: PickerFrameProps) {
  const popover = state.isOpen && (
    // Nothing shows while the calendar's code is still on the way (only on a very early open):
    // focus stays on the button, and moves into the calendar when it mounts.
    <Suspense fallback={null}>
      {renderPopover({ anchorRef: groupRef, dialogProps: picker.dialogProps, locale })}
    </Suspense>
  );
  return (
    <Field own={own} aria={picker} errorMessage={errorMessage} footer={popover}>
      <DateInputBox
        {...picker.groupProps}
        ref={groupRef}
        data-invalid={picker.isInvalid || undefined}
        data-disabled={own.isDisabled || undefined}
        data-open={state.isOpen || undefined}
      >
        {children}
        <PickerButton {...picker.buttonProps}>
          <CalendarGlyph />
        </PickerButton>
      </DateInputBox>
    </Field>
  );
}
