import { useState, type ReactNode, type Ref } from 'react';
import { useId, useObjectRef, useTextField, type AriaTextFieldProps } from 'react-aria';
import { Field } from '../internal/Field/Field.js';
import { useFieldBox } from '../internal/Field/useFieldBox.js';
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
export function TextArea(props: TextAreaProps) {
  const {
    showCharacterCount = false,
    characterCountLabel = formatCharacterCount,
    rows = 4,
    className: _,
    ref,
    ...ariaProps
  } = props;
  const inputRef = useObjectRef(ref);
  const isInvalid = Boolean(ariaProps.isInvalid);
  const [uncontrolledValue, setUncontrolledValue] = useState(ariaProps.defaultValue ?? '');
  const value = ariaProps.value ?? uncontrolledValue;
  const textArea = useTextField(
    {
      ...ariaProps,
      inputElementType: 'textarea',
      onChange: (next) => {
        setUncontrolledValue(next);
        ariaProps.onChange?.(next);
      },
    },
    inputRef,
  );
  const { inputProps } = textArea;
  const { boxProps } = useFieldBox({ isDisabled: ariaProps.isDisabled, isInvalid });
  const countId = useId();
  const describedBy = [inputProps['aria-describedby'], showCharacterCount ? countId : undefined]
    .filter(Boolean)
    .join(' ');
  const characterCount = showCharacterCount && (
    <CharacterCount
      id={countId}
      data-over-limit={(ariaProps.maxLength != null && value.length >= ariaProps.maxLength) || undefined}
    >
      {characterCountLabel(value.length, ariaProps.maxLength)}
    </CharacterCount>
  );

  return (
    <Field own={props} aria={textArea} footer={characterCount}>
      <TextAreaBox {...boxProps}>
        <TextAreaInput {...inputProps} rows={rows} aria-describedby={describedBy || undefined} ref={inputRef} />
      </TextAreaBox>
    </Field>
  );
}
