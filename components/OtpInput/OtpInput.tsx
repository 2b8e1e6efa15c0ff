import type { ReactNode, Ref } from 'react';
import { mergeProps, useFocusRing, useObjectRef, useTextField } from 'react-aria';
import { FieldDescription, FieldError, FieldRoot } from '../internal/field.styles.js';
import { FieldLabelText } from '../internal/FieldLabelText.js';
import { FakeCaret, OverlayInput, Slot, SlotGroup } from './OtpInput.styles.js';
import { useOtpInput } from './useOtpInput.js';

export interface OtpInputProps {
  /** Visible label and accessible name of the field. */
  label?: ReactNode;
  /** Accessible name when no visible label can be shown. */
  'aria-label'?: string;
  /** Hint under the slots, such as where the code was sent. */
  description?: ReactNode;
  /** Number of digits. Default 6. */
  length?: number;
  /** The code (controlled). */
  value?: string;
  /** The initial code (uncontrolled). */
  defaultValue?: string;
  /** Called with the digits whenever they change. */
  onChange?: (value: string) => void;
  /** Called when the last slot is filled (by typing, paste or autofill) with the whole code. */
  onComplete?: (code: string) => void;
  /** Marks the field invalid (`aria-invalid`) and shows `errorMessage`. */
  isInvalid?: boolean;
  /** Why the code is wrong, shown under the slots when `isInvalid`. */
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  /** Focus the field when it mounts (the code screen's only task). */
  autoFocus?: boolean;
  /** Form field name. */
  name?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A one-time-code field: one real `<input autocomplete="one-time-code" inputmode="numeric">`
 * drawn as separate slots, so SMS autofill and password managers fill every slot. Digits only;
 * paste of a whole or partial code (also "123 456" or "123-456") fills the slots.
 */
export function OtpInput({
  label,
  description,
  length = 6,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  className,
  ref,
  value: valueProp,
  defaultValue,
  onChange: onChangeProp,
  onComplete,
  ...rest
}: OtpInputProps) {
  const inputRef = useObjectRef(ref);
  const { value, selection, isFocused, inputHandlers } = useOtpInput(
    { length, value: valueProp, defaultValue, onChange: onChangeProp, onComplete, isDisabled, isReadOnly },
    inputRef,
  );
  const { onChange, ...domHandlers } = inputHandlers;
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      ...rest,
      label,
      description,
      errorMessage: isInvalid ? errorMessage : undefined,
      isInvalid,
      isDisabled,
      isReadOnly,
      isRequired,
      value,
      onChange,
      autoComplete: 'one-time-code',
      inputMode: 'numeric',
      maxLength: length,
      type: 'text',
    },
    inputRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();

  const slots = Array.from({ length }, (_, index) => {
    const digit = value[index] ?? '';
    const isActive =
      isFocused &&
      (selection.end > selection.start ? index >= selection.start && index < selection.end : index === selection.start);
    return (
      <Slot
        key={index}
        data-active={isActive || undefined}
        data-filled={digit !== '' || undefined}
        data-focus-visible={(isActive && isFocusVisible) || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        {digit}
        {isActive && digit === '' && !isReadOnly && <FakeCaret />}
      </Slot>
    );
  });

  return (
    <FieldRoot className={className} data-disabled={isDisabled || undefined}>
      {label != null && (
        <FieldLabelText {...labelProps} isRequired={isRequired}>
          {label}
        </FieldLabelText>
      )}
      <SlotGroup data-invalid={isInvalid || undefined}>
        <div aria-hidden="true" style={{ display: 'contents' }}>
          {slots}
        </div>
        <OverlayInput
          {...mergeProps(inputProps, focusProps, domHandlers)}
          ref={inputRef}
          autoCorrect="off"
          spellCheck={false}
        />
      </SlotGroup>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      {isInvalid && errorMessage != null && <FieldError {...errorMessageProps}>{errorMessage}</FieldError>}
    </FieldRoot>
  );
}
