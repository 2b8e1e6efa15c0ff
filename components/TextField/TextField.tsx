import { useState, type ReactNode, type Ref } from 'react';
import {
  mergeProps,
  useFocusWithin,
  useHover,
  useId,
  useObjectRef,
  useTextField,
  type AriaTextFieldProps,
} from 'react-aria';
import { FieldDescription, FieldError, FieldInput, FieldRoot, FieldSlot, InputBox } from '../internal/field.styles.js';
import { FieldLabelText } from '../internal/FieldLabelText.js';

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
export function TextField({
  label,
  description,
  helpText,
  helpTextVisibility = 'focus',
  errorMessage,
  startSlot,
  endSlot,
  className,
  ref,
  ...ariaProps
}: TextFieldProps) {
  const inputRef = useObjectRef(ref);
  const isInvalid = Boolean(ariaProps.isInvalid);
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    { ...ariaProps, label, description, errorMessage: isInvalid ? errorMessage : undefined },
    inputRef,
  );
  const [isFocused, setFocused] = useState(false);
  const [wasFocused, setWasFocused] = useState(false);
  const { focusWithinProps } = useFocusWithin({
    onFocusWithinChange: (focused) => {
      setFocused(focused);
      if (focused) setWasFocused(true);
    },
  });
  const { hoverProps, isHovered } = useHover({ isDisabled: ariaProps.isDisabled });
  const helpTextId = useId();
  const showHelpText = helpText != null && isHelpTextShown(helpTextVisibility, { isFocused, wasFocused });
  const describedBy = [inputProps['aria-describedby'], showHelpText ? helpTextId : undefined].filter(Boolean).join(' ');

  return (
    <FieldRoot className={className} data-disabled={ariaProps.isDisabled || undefined}>
      {label != null && (
        <FieldLabelText {...labelProps} isRequired={ariaProps.isRequired}>
          {label}
        </FieldLabelText>
      )}
      <InputBox
        {...mergeProps(focusWithinProps, hoverProps)}
        data-focus-within={isFocused || undefined}
        data-hovered={isHovered || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={ariaProps.isDisabled || undefined}
      >
        {startSlot != null && <FieldSlot>{startSlot}</FieldSlot>}
        <FieldInput {...inputProps} aria-describedby={describedBy || undefined} ref={inputRef} />
        {endSlot != null && <FieldSlot>{endSlot}</FieldSlot>}
      </InputBox>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      {showHelpText && <FieldDescription id={helpTextId}>{helpText}</FieldDescription>}
      {isInvalid && errorMessage != null && <FieldError {...errorMessageProps}>{errorMessage}</FieldError>}
    </FieldRoot>
  );
}
