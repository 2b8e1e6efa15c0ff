import { styled } from 'styled-components';
import type { SpendTheme } from '../theme/tokens.js';

export type IconSize = keyof SpendTheme['typography']['size'] | 'inherit';

export const StyledIcon = styled.span<{ $size: IconSize }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  line-height: 0;
  width: ${({ theme, $size }) => ($size === 'inherit' ? '1em' : theme.typography.size[$size])};
  height: ${({ theme, $size }) => ($size === 'inherit' ? '1em' : theme.typography.size[$size])};
  & > svg {
    width: 100%;
    height: 100%;
  }
`;
