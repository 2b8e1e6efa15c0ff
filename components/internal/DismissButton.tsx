import { useRef } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, type AriaButtonProps } from 'react-aria';
import { X } from 'lucide-react';
import { Icon } from '../Icon/Icon.js';
import { styled } from 'styled-components';
import { focusRing } from './styles.js';

const StyledDismissButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
`;

export interface DismissButtonProps extends Omit<AriaButtonProps<'button'>, 'children' | 'aria-label'> {
  /** Accessible name, such as "Close" or "Dismiss". */
  'aria-label': string;
}

/** The small × button that closes a toast or a banner. */
export function DismissButton(props: DismissButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: props.isDisabled });
  return (
    <StyledDismissButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={ref}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      <Icon icon={X} size="lg" />
    </StyledDismissButton>
  );
}
