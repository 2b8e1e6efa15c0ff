import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, useObjectRef, type AriaButtonProps } from 'react-aria';
import { announce } from '../internal/announce.js';
import { ButtonContent, PendingIndicator, StyledButton } from './Button.styles.js';

/** `link`: an action inside a sentence, drawn and wrapped as a link (still a button). */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps<'button'>, 'elementType' | 'href' | 'target' | 'rel'> {
  /** Visual emphasis. `primary` for the main action of a view, `danger` for destructive actions. */
  variant?: ButtonVariant;
  /** Height and padding. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /**
   * The action is in progress: presses are ignored, the button keeps its width and focus,
   * shows a spinner and announces `pendingLabel` to assistive technology.
   */
  isPending?: boolean;
  /** What is announced when the button becomes pending. */
  pendingLabel?: string;
  /** Button content: its text is the accessible name. */
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An accessible button with press, hover and keyboard focus states from react-aria. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  isPending = false,
  pendingLabel = 'Loading',
  children,
  className,
  ref,
  ...ariaProps
}: ButtonProps) {
  const buttonRef = useObjectRef(ref);
  const { buttonProps, isPressed } = useButton(
    {
      ...ariaProps,
      onPress: isPending ? undefined : ariaProps.onPress,
      onPressStart: isPending ? undefined : ariaProps.onPressStart,
      onPressEnd: isPending ? undefined : ariaProps.onPressEnd,
      onPressUp: isPending ? undefined : ariaProps.onPressUp,
      onPressChange: isPending ? undefined : ariaProps.onPressChange,
    },
    buttonRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: ariaProps.isDisabled || isPending });

  const wasPending = useRef(isPending);
  useEffect(() => {
    if (isPending && !wasPending.current) announce(pendingLabel, 'polite');
    wasPending.current = isPending;
  }, [isPending, pendingLabel]);

  return (
    <StyledButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={buttonRef}
      className={className}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-pressed={(isPressed && !isPending) || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={ariaProps.isDisabled || undefined}
      data-pending={isPending || undefined}
      aria-busy={isPending || undefined}
    >
      <ButtonContent>{children}</ButtonContent>
      {isPending && <PendingIndicator aria-hidden="true" />}
    </StyledButton>
  );
}
