import { useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, type AriaButtonProps } from 'react-aria';
import { PickerButton as StyledPickerButton } from './DateField.styles.js';

/** The icon button at the end of a date field that opens its calendar popover. */
export function PickerButton({ children, ...props }: AriaButtonProps & { children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: props.isDisabled });
  return (
    <StyledPickerButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={ref}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
      data-disabled={props.isDisabled || undefined}
    >
      {children}
    </StyledPickerButton>
  );
}
