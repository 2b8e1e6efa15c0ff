import { styled, css, keyframes } from 'styled-components';

const indeterminate = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const ProgressBarRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  width: 100%;
`;

export const ProgressBarHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export const ProgressBarLabel = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  min-width: 0;
`;

export const ProgressBarValue = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** The track keeps a 3:1 boundary against the page (`border`), the fill uses the tone colour. */
export const ProgressBarTrack = styled.div`
  position: relative;
  overflow: hidden;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
  &[data-size='sm'] {
    height: 4px;
  }
`;

export const ProgressBarFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  &[data-tone='success'] {
    background: ${({ theme }) => theme.colors.success};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warning};
  }
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.colors.danger};
  }
  &[data-indeterminate] {
    width: 40%;
    animation: ${indeterminate} 1.4s ${({ theme }) => theme.motion.easing} infinite;
  }
  ${({ theme }) => css`
    ${theme.media.reducedMotion} {
      &[data-indeterminate] {
        animation: none;
        width: 100%;
        opacity: 0.5;
      }
    }
  `}
`;
