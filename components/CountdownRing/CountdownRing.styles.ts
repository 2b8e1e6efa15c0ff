import { styled, css, keyframes } from 'styled-components';

/** The ring empties from full (offset 0) to nothing (offset 100, with pathLength 100). */
const sweep = keyframes`
  from { stroke-dashoffset: 0; }
  to { stroke-dashoffset: 100; }
`;

export const CountdownRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  &[data-variant='inline'] {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

export const RingBox = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  [data-variant='ring'] > & {
    width: var(--countdown-size);
    height: var(--countdown-size);
    justify-content: center;
  }
`;

export const RingSvg = styled.svg`
  display: block;
  transform: rotate(-90deg);
  [data-variant='ring'] & {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  [data-variant='inline'] & {
    width: 1.75em;
    height: 1.75em;
    flex: none;
  }
`;

export const RingTrack = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.colors.borderSubtle};
`;

export const RingProgress = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.colors.primary};
  stroke-linecap: round;
  stroke-dasharray: 100 100;
  stroke-dashoffset: 0;
  animation: ${sweep} var(--countdown-duration) linear var(--countdown-delay) 1 forwards;
  [data-urgency='warning'] & {
    stroke: ${({ theme }) => theme.colors.warning};
  }
  [data-urgency='critical'] & {
    stroke: ${({ theme }) => theme.colors.danger};
  }
  [data-expired] & {
    animation: none;
    stroke-dashoffset: 100;
  }
  /* No sweep under reduced motion: the ring steps once a second with the digits. */
  ${({ theme }) => css`
    ${theme.media.reducedMotion} {
      animation: none;
      stroke-dashoffset: var(--countdown-offset);
    }
  `}
  [data-motion='reduced'] & {
    animation: none;
    stroke-dashoffset: var(--countdown-offset);
  }
`;

export const TimeText = styled.div`
  position: relative;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-size: ${({ theme }) => theme.typography.size.lg};
  [data-variant='inline'] & {
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  [data-urgency='warning'] & {
    color: ${({ theme }) => theme.colors.warning};
  }
  [data-urgency='critical'] & {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const CountdownLabel = styled.div`
  [data-variant='inline'] > & {
    order: -1;
  }
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ExpiredArea = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
