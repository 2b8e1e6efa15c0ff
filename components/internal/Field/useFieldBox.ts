import { useState } from 'react';
import { mergeProps, useFocusWithin, useHover } from 'react-aria';

/**
 * The bordered box around a field's input: its focus-within and hover tracking and the state
 * attributes its styles read (`data-focus-within`, `data-hovered`, `data-invalid`, `data-disabled`).
 * `isFocused` is returned too, for fields that show something only while focused.
 */
export function useFieldBox({ isDisabled, isInvalid }: { isDisabled?: boolean; isInvalid?: boolean }) {
  const [isFocused, setFocused] = useState(false);
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocused });
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return {
    isFocused,
    boxProps: {
      ...mergeProps(focusWithinProps, hoverProps),
      'data-focus-within': isFocused || undefined,
      'data-hovered': isHovered || undefined,
      'data-invalid': isInvalid || undefined,
      'data-disabled': isDisabled || undefined,
    },
  };
}
