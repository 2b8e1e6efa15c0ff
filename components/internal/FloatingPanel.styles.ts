import { keyframes, css, styled } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The surface of popovers and menus, placed by floating-ui. */
export const FloatingSurface = styled.div<{ $layer: 'popover' | 'dropdown' }>`
  z-index: ${({ theme, $layer }) => theme.zIndex[$layer]};
  display: flex;
  flex-direction: column;
  min-width: 0;
  max-width: calc(100vw - ${({ theme }) => theme.space.lg});
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  outline: none;
  animation: ${appear} ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${({ theme }) => css`
    ${theme.media.reducedMotion} {
      animation: none;
    }
  `}
`;
