import type { ReactNode, Ref } from 'react';
import {
  mergeProps,
  useFocusRing,
  useHover,
  useObjectRef,
  useToggleButton,
  type AriaToggleButtonProps,
} from 'react-aria';
import { useToggleState } from 'react-stately';
import type { ButtonSize } from '../Button/Button.js';
import { StyledToggleButton } from './ToggleButton.styles.js';

export interface ToggleButtonProps extends Omit<AriaToggleButtonProps<'button'>, 'elementType'> {
  /** Height and padding. */
  size?: ButtonSize;
  /** Look when not selected; selected is always filled. */
  variant?: 'secondary' | 'ghost';
  /** Content: its text is the accessible name, which must stay the same in both states. */
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A button that stays on or off (`aria-pressed`), from react-aria useToggleButton and react-stately useToggleState. */
export function ToggleButton({
  size = 'md',
  variant = 'secondary',
  children,
  className,
  ref,
  ...ariaProps
}: ToggleButtonProps) {
  const buttonRef = useObjectRef(ref);
  const state = useToggleState(ariaProps);
  const { buttonProps, isPressed, isSelected } = useToggleButton(ariaProps, state, buttonRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: ariaProps.isDisabled });

  return (
    <StyledToggleButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={buttonRef}
      className={className}
      data-variant={variant}
      data-size={size}
      data-selected={isSelected || undefined}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={ariaProps.isDisabled || undefined}
    >
      {children}
    </StyledToggleButton>
  );
}
