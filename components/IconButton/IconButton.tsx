import type { LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import type { ButtonProps } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { SquareButton } from './IconButton.styles.js';

export interface IconButtonProps extends Omit<
  ButtonProps,
  'children' | 'fullWidth' | 'aria-label' | 'aria-labelledby'
> {
  /** The lucide-react icon drawn in the button (decorative: the name comes from `aria-label`). */
  icon: LucideIcon;
  /**
   * The accessible name, saying what pressing does ("Close", "Copy card number"). Required: an
   * icon alone tells assistive technology nothing.
   */
  'aria-label': string;
  ref?: Ref<HTMLButtonElement>;
}

const iconSizeFor = { sm: 'sm', md: 'lg', lg: 'xl' } as const;

/** A square button showing only an icon, built on Button (react-aria useButton); its name is required. */
export function IconButton({ icon, size = 'md', variant = 'ghost', ...buttonProps }: IconButtonProps) {
  return (
    <SquareButton {...buttonProps} size={size} variant={variant}>
      <Icon icon={icon} size={iconSizeFor[size]} />
    </SquareButton>
  );
}
