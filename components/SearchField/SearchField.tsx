import { useRef, useState, type ReactNode, type Ref } from 'react';
import { Search, X } from 'lucide-react';
import {
  mergeProps,
  useButton,
  useFocusRing,
  useFocusWithin,
  useHover,
  useObjectRef,
  useSearchField,
  type AriaSearchFieldProps,
} from 'react-aria';
import { useSearchFieldState } from 'react-stately';
import { FieldDescription, FieldError, FieldLabel, FieldRoot, FieldSlot, InputBox } from '../internal/field.styles.js';
import { ClearButton, SearchInput } from './SearchField.styles.js';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'errorMessage' | 'validate'> {
  /** Visible label; also the accessible name. Use `aria-label` when the context makes a label redundant. */
  label?: ReactNode;
  /** Short hint shown under the field. */
  description?: ReactNode;
  /** Shown, and wired with `aria-invalid`, when `isInvalid` is true. */
  errorMessage?: ReactNode;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

function ClearSearchButton(props: Parameters<typeof useButton>[0]) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  return (
    <ClearButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={ref}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      <X aria-hidden="true" size={16} />
    </ClearButton>
  );
}

/**
 * A search input: Enter calls `onSubmit` with the text, Escape clears it (calling `onClear`), and a
 * clear button appears once there is text.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  clearLabel = 'Clear search',
  className,
  ref,
  ...ariaProps
}: SearchFieldProps) {
  const inputRef = useObjectRef(ref);
  const state = useSearchFieldState(ariaProps);
  const isInvalid = Boolean(ariaProps.isInvalid);
  const { labelProps, inputProps, clearButtonProps, descriptionProps, errorMessageProps } = useSearchField(
    { ...ariaProps, label, description, errorMessage: isInvalid ? errorMessage : undefined },
    state,
    inputRef,
  );
  const [isFocused, setFocused] = useState(false);
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocused });
  const { hoverProps, isHovered } = useHover({ isDisabled: ariaProps.isDisabled });

  return (
    <FieldRoot className={className} data-disabled={ariaProps.isDisabled || undefined}>
      {label != null && <FieldLabel {...labelProps}>{label}</FieldLabel>}
      <InputBox
        {...mergeProps(focusWithinProps, hoverProps)}
        data-focus-within={isFocused || undefined}
        data-hovered={isHovered || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={ariaProps.isDisabled || undefined}
      >
        <FieldSlot>
          <Search aria-hidden="true" size={16} />
        </FieldSlot>
        <SearchInput {...inputProps} ref={inputRef} />
        {state.value !== '' && !ariaProps.isDisabled && !ariaProps.isReadOnly && (
          <ClearSearchButton {...clearButtonProps} aria-label={clearLabel} />
        )}
      </InputBox>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      {isInvalid && errorMessage != null && <FieldError {...errorMessageProps}>{errorMessage}</FieldError>}
    </FieldRoot>
  );
}
