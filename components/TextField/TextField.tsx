import { useState, type ReactNode, type Ref } from 'react';
import { useId, useObjectRef, useTextField, type AriaTextFieldProps } from 'react-aria';
import { FieldInput, FieldSlot, InputBox } from '../internal/field.styles.js';
import { Field } from '../internal/Field/Field.js';
import { useFieldBox } from '../internal/Field/useFieldBox.js';

/** When the help text is shown: always, only while the field has focus, or once it has been focused. */
export type HelpTextVisibility = 'always' | 'focus' | 'touched';

export interface TextFieldProps extends Omit<AriaTextFieldProps<HTMLInputElement>, 'errorMessage' | 'validate'> {
  /** Visible label; also the accessible name. Use `aria-label` only when a visible label is impossible. */
  label?: ReactNode;
  /** Short hint always shown under the field. */
  description?: ReactNode;
  /** Longer guidance (rules a value must meet), shown according to `helpTextVisibility`. */
  helpText?: ReactNode;
  /** When `helpText` is visible. Default `focus`. */
  helpTextVisibility?: HelpTextVisibility;
  /** Shown, and wired with `aria-invalid` / `aria-describedby`, when `isInvalid` is true. */
  errorMessage?: ReactNode;
  /** Content before the input, such as an icon or a currency symbol. */
  startSlot?: ReactNode;
  /** Content after the input, such as a show/hide button. */
  endSlot?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Decides whether help text shows, from the visibility mode and the field's focus history. */
export function isHelpTextShown(
  visibility: HelpTextVisibility,
  state: { isFocused: boolean; wasFocused: boolean },
): boolean {
  if (visibility === 'always') return true;
  if (visibility === 'focus') return state.isFocused;
  return state.isFocused || state.wasFocused;
}

/** A single-line text input with label, description, help text and error message. */
export function TextField(props: TextFieldProps) {
  const { helpText, helpTextVisibility = 'focus', startSlot, endSlot, className: _, ref, ...ariaProps } = props;
  const inputRef = useObjectRef(ref);
  const isInvalid = Boolean(ariaProps.isInvalid);
  const textField = useTextField(ariaProps, inputRef);
  const { inputProps } = textField;
  const { isFocused, boxProps } = useFieldBox({ isDisabled: ariaProps.isDisabled, isInvalid });
  const [wasFocused, setWasFocused] = useState(false);
  if (isFocused && !wasFocused) setWasFocused(true);
  const helpTextId = useId();
  const showHelpText = helpText != null && isHelpTextShown(helpTextVisibility, { isFocused, wasFocused });
  const describedBy = [inputProps['aria-describedby'], showHelpText ? helpTextId : undefined].filter(Boolean).join(' ');

  return (
    <Field own={props} aria={textField} helpText={showHelpText ? helpText : undefined} helpTextId={helpTextId}>
      <InputBox {...boxProps}>
        {startSlot != null && <FieldSlot>{startSlot}</FieldSlot>}
        <FieldInput {...inputProps} aria-describedby={describedBy || undefined} ref={inputRef} />
        {endSlot != null && <FieldSlot>{endSlot}</FieldSlot>}
      </InputBox>
    </Field>
  );
}
