import { styled, css, keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
  vertical-align: middle;
`;

export const SpinnerRing = styled.span`
  flex: none;
  display: inline-block;
  border-style: solid;
  border-color: currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;
  &[data-size='sm'] {
    width: 16px;
    height: 16px;
    border-width: 2px;
  }
  &[data-size='md'] {
    width: 24px;
    height: 24px;
    border-width: 3px;
  }
  &[data-size='lg'] {
    width: 48px;
    height: 48px;
    border-width: 4px;
  }
  /* Without motion the ring stands still; a dotted track still reads as "busy". */
  ${({ theme }) => css`
    ${theme.media.reducedMotion} {
      animation: none;
      border-style: dotted;
      border-right-color: currentColor;
    }
  `}
`;

export const SpinnerLabel = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;
