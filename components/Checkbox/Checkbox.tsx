import { type ReactNode, type Ref } from 'react';
import { Check, Minus } from 'lucide-react';
import {
  VisuallyHidden,
  mergeProps,
  useCheckbox,
  useFocusRing,
  useHover,
  useId,
  useObjectRef,
  type AriaCheckboxProps,
} from 'react-aria';
import { useToggleState } from 'react-stately';
import { CheckboxBox, CheckboxLabel, CheckboxMessage, CheckboxRoot } from './Checkbox.styles.js';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'validate'> {
  /** The label, which may hold links (e.g. "I agree to the terms"). */
  children?: ReactNode;
  /** Short hint under the checkbox, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown, and wired with `aria-invalid` / `aria-describedby`, when `isInvalid` is true. */
  errorMessage?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with a visible box, optional indeterminate state, description and error message. */
export function Checkbox({ children, description, errorMessage, className, ref, ...ariaProps }: CheckboxProps) {
  const inputRef = useObjectRef(ref);
  const state = useToggleState(ariaProps);
  const { inputProps, labelProps, isSelected, isDisabled, isInvalid } = useCheckbox(
    { ...ariaProps, children },
    state,
    inputRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const descriptionId = useId();
  const errorId = useId();
  const showError = isInvalid && errorMessage != null;
  const describedBy = [
    inputProps['aria-describedby'],
    description != null ? descriptionId : undefined,
    showError ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const isIndeterminate = Boolean(ariaProps.isIndeterminate);

  return (
    <CheckboxRoot className={className}>
      <CheckboxLabel
        {...mergeProps(labelProps, hoverProps)}
        data-selected={(isSelected && !isIndeterminate) || undefined}
        data-indeterminate={isIndeterminate || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-hovered={isHovered || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <VisuallyHidden>
          <input {...mergeProps(inputProps, focusProps)} aria-describedby={describedBy || undefined} ref={inputRef} />
        </VisuallyHidden>
        <CheckboxBox aria-hidden="true">
          {isIndeterminate ? (
            <Minus size={14} strokeWidth={3} />
          ) : isSelected ? (
            <Check size={14} strokeWidth={3} />
          ) : null}
        </CheckboxBox>
        {children != null && <span>{children}</span>}
      </CheckboxLabel>
      {description != null && <CheckboxMessage id={descriptionId}>{description}</CheckboxMessage>}
      {showError && (
        <CheckboxMessage id={errorId} data-error="">
          {errorMessage}
        </CheckboxMessage>
      )}
    </CheckboxRoot>
  );
}
