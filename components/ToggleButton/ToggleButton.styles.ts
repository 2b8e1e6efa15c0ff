import { styled } from 'styled-components';
import { StyledButton } from '../Button/Button.styles.js';

/** Button styles plus a selected (pressed-in) look. */
export const StyledToggleButton = styled(StyledButton)`
  &[data-selected]:not([data-disabled]) {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &[data-hovered] {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  }
`;
