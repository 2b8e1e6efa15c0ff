import { styled, css, keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

export const SkeletonStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-width: 0;
`;

export const SkeletonShape = styled.span`
  display: block;
  max-width: 100%;
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  background-image: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surfaceMuted} 0%,
    ${({ theme }) => theme.colors.borderSubtle} 50%,
    ${({ theme }) => theme.colors.surfaceMuted} 100%
  );
  background-size: 300% 100%;
  animation: ${shimmer} 1.6s linear infinite;
  &[data-shape='text'] {
    height: 1em;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  &[data-shape='rect'] {
    border-radius: ${({ theme }) => theme.radii.md};
  }
  &[data-shape='circle'] {
    flex: none;
    border-radius: ${({ theme }) => theme.radii.round};
  }
  ${({ theme }) => css`
    ${theme.media.reducedMotion} {
      animation: none;
      background-image: none;
    }
  `}
`;
