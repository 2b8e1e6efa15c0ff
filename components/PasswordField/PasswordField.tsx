import { useRef } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField, type TextFieldProps } from '../TextField/TextField.js';
import { usePasswordVisibility } from './usePasswordVisibility.js';
import { VisibilityToggle } from './PasswordField.styles.js';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot' | 'autoComplete'> {
  /** Browser autofill hint: `current-password` on sign-in, `new-password` on sign-up and reset. */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /** Accessible name of the show/hide button. It says what pressing does; `aria-pressed` carries the state. */
  showPasswordLabel?: string;
  /** Show the password in clear text at first. */
  defaultVisible?: boolean;
  /** Controlled visibility of the password. */
  isVisible?: boolean;
  /** Called when the user shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void;
}

/**
 * A password input with a show/hide toggle. Toggling keeps the value, the caret and the focus where
 * they were; the toggle is a button with `aria-pressed`.
 */
export function PasswordField({
  autoComplete = 'current-password',
  showPasswordLabel = 'Show password',
  defaultVisible,
  isVisible,
  onVisibleChange,
  ...textFieldProps
}: PasswordFieldProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const visibility = usePasswordVisibility(
    {
      defaultVisible,
      isVisible,
      onVisibleChange,
      toggleLabel: showPasswordLabel,
      isDisabled: textFieldProps.isDisabled,
    },
    buttonRef,
  );
  const IconForState = visibility.isVisible ? EyeOff : Eye;
  return (
    <TextField
      {...textFieldProps}
      type={visibility.isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck="false"
      endSlot={
        <VisibilityToggle {...visibility.toggleProps} ref={buttonRef}>
          <IconForState aria-hidden="true" size={18} />
        </VisibilityToggle>
      }
    />
  );
}
