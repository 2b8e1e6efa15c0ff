import { css, keyframes, styled } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const TooltipBubble = styled.div`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: min(280px, calc(100vw - ${({ theme }) => theme.space.lg}));
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceInverse};
  color: ${({ theme }) => theme.colors.onSurfaceInverse};
  font-size: ${({ theme }) => theme.typography.size.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  overflow-wrap: anywhere;
  pointer-events: none;
  animation: ${appear} ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${({ theme }) => css`
    ${theme.media.reducedMotion} {
      animation: none;
    }
  `}
`;
