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
import { FieldDescription, FieldError, FieldRoot } from '../internal/field.styles.js';
import { FieldLabelText } from '../internal/FieldLabelText.js';
import { CharacterCount, TextAreaBox, TextAreaInput } from './TextArea.styles.js';

export interface TextAreaProps extends Omit<
  AriaTextFieldProps<HTMLTextAreaElement>,
  'errorMessage' | 'validate' | 'type' | 'pattern'
> {
  /** Visible label; also the accessible name. */
  label?: ReactNode;
  /** Short hint shown under the field and linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown, and wired with `aria-invalid` / `aria-describedby`, when `isInvalid` is true. */
  errorMessage?: ReactNode;
  /** Show how many characters were typed (out of `maxLength` when set). */
  showCharacterCount?: boolean;
  /** Text of the character count; default "12 of 500 characters" or "12 characters". */
  characterCountLabel?: (count: number, maxLength: number | undefined) => string;
  /** Visible rows before the field scrolls. Default 4. */
  rows?: number;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Default wording of the character count. */
export function formatCharacterCount(count: number, maxLength: number | undefined): string {
  return maxLength != null ? `${count} of ${maxLength} characters` : `${count} characters`;
}

/** A multi-line text input with label, description, error message and optional character count. */
export function TextArea({
  label,
  description,
  errorMessage,
  showCharacterCount = false,
  characterCountLabel = formatCharacterCount,
  rows = 4,
  className,
  ref,
  ...ariaProps
}: TextAreaProps) {
  const inputRef = useObjectRef(ref);
  const isInvalid = Boolean(ariaProps.isInvalid);
  const [uncontrolledValue, setUncontrolledValue] = useState(ariaProps.defaultValue ?? '');
  const value = ariaProps.value ?? uncontrolledValue;
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      ...ariaProps,
      inputElementType: 'textarea',
      label,
      description,
      errorMessage: isInvalid ? errorMessage : undefined,
      onChange: (next) => {
        setUncontrolledValue(next);
        ariaProps.onChange?.(next);
      },
    },
    inputRef,
  );
  const [isFocused, setFocused] = useState(false);
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocused });
  const { hoverProps, isHovered } = useHover({ isDisabled: ariaProps.isDisabled });
  const countId = useId();
  const describedBy = [inputProps['aria-describedby'], showCharacterCount ? countId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <FieldRoot className={className} data-disabled={ariaProps.isDisabled || undefined}>
      {label != null && (
        <FieldLabelText {...labelProps} isRequired={ariaProps.isRequired}>
          {label}
        </FieldLabelText>
      )}
      <TextAreaBox
        {...mergeProps(focusWithinProps, hoverProps)}
        data-focus-within={isFocused || undefined}
        data-hovered={isHovered || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={ariaProps.isDisabled || undefined}
      >
        <TextAreaInput {...inputProps} rows={rows} aria-describedby={describedBy || undefined} ref={inputRef} />
      </TextAreaBox>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      {isInvalid && errorMessage != null && <FieldError {...errorMessageProps}>{errorMessage}</FieldError>}
      {showCharacterCount && (
        <CharacterCount
          id={countId}
          data-over-limit={(ariaProps.maxLength != null && value.length >= ariaProps.maxLength) || undefined}
        >
          {characterCountLabel(value.length, ariaProps.maxLength)}
        </CharacterCount>
      )}
    </FieldRoot>
  );
}
