import type { RefObject } from 'react';
import { mergeProps, useFocusRing, useHover, useToggleButton } from 'react-aria';
import { useToggleState } from 'react-stately';

export interface PasswordVisibilityOptions {
  /** Shown at first. Default false (masked). */
  defaultVisible?: boolean;
  /** Controlled visibility. */
  isVisible?: boolean;
  /** Called when the user shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void;
  /** Label of the toggle: what pressing it does. */
  toggleLabel: string;
  isDisabled?: boolean;
}

/**
 * State and props of a password show/hide toggle: a real button with `aria-pressed`, whose label
 * says what it does ("Show password") and does not change with the state, as the APG advises.
 */
export function usePasswordVisibility(
  options: PasswordVisibilityOptions,
  buttonRef: RefObject<HTMLButtonElement | null>,
) {
  const state = useToggleState({
    defaultSelected: options.defaultVisible,
    isSelected: options.isVisible,
    onChange: options.onVisibleChange,
  });
  const { buttonProps, isPressed } = useToggleButton(
    { 'aria-label': options.toggleLabel, isDisabled: options.isDisabled },
    state,
    buttonRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: options.isDisabled });
  return {
    isVisible: state.isSelected,
    toggleProps: {
      ...mergeProps(buttonProps, focusProps, hoverProps),
      'data-focus-visible': isFocusVisible || undefined,
      'data-hovered': isHovered || undefined,
      'data-pressed': isPressed || undefined,
      'data-disabled': options.isDisabled || undefined,
    },
  };
}
