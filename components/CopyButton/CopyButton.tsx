import { Check, Copy } from 'lucide-react';
import type { Ref } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { IconButton } from '../IconButton/IconButton.js';
import { useCopyButton } from './useCopyButton.js';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** The accessible name, saying what is copied ("Copy card number"). */
  label: string;
  /** Show `label` as visible text next to the icon instead of an icon-only button. */
  showLabel?: boolean;
  /** Called after a successful copy with the copied value; the caller decides the message (a toast, say). */
  onCopied?: (value: string) => void;
  /** Called when the clipboard refuses or is unavailable. */
  onCopyError?: (error: unknown) => void;
  /** How long the check mark replaces the copy icon after a copy, in ms. */
  copiedDuration?: number;
  variant?: ButtonVariant;
  size?: ButtonSize;
  isDisabled?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A button that copies `value` with the Clipboard API and reports the outcome through callbacks. */
export function CopyButton({
  value,
  label,
  showLabel = false,
  onCopied,
  onCopyError,
  copiedDuration,
  variant = 'ghost',
  size = 'md',
  isDisabled,
  className,
  ref,
}: CopyButtonProps) {
  const { copy, isCopied } = useCopyButton({ value, onCopied, onCopyError, copiedDuration });
  const icon = isCopied ? Check : Copy;
  const onPress = () => void copy();

  if (showLabel) {
    return (
      <Button ref={ref} className={className} variant={variant} size={size} isDisabled={isDisabled} onPress={onPress}>
        <Icon icon={icon} />
        {label}
      </Button>
    );
  }
  return (
    <IconButton
      ref={ref}
      className={className}
      icon={icon}
      aria-label={label}
      variant={variant}
      size={size}
      isDisabled={isDisabled}
      onPress={onPress}
    />
  );
}
