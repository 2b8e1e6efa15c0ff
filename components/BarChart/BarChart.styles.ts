import { keyframes, styled } from 'styled-components';

export const ChartRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const ChartHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ChartTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const ChartSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const grow = keyframes`
  from { transform: scale(var(--bar-grow-x, 1), var(--bar-grow-y, 1)); }
  to { transform: scale(1, 1); }
`;

/** The bars: a row of columns (`vertical`) or a stack of rows (`horizontal`). */
export const BarList = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-orientation='vertical'] {
    align-items: stretch;
    gap: ${({ theme }) => theme.space.xxs};
    height: var(--chart-height);
    padding-top: ${({ theme }) => theme.space.xl};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  &[data-orientation='horizontal'] {
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

export const BarItem = styled.li`
  position: relative;
  display: flex;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  outline: none;
  cursor: default;

  [data-orientation='vertical'] > & {
    flex: 1 1 0;
    flex-direction: column;
    justify-content: flex-end;
  }

  [data-orientation='horizontal'] > & {
    display: grid;
    grid-template-columns: minmax(96px, 2fr) 3fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &[data-hovered],
  &[data-focused] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const BarTrack = styled.span`
  display: flex;
  min-width: 0;

  [data-orientation='vertical'] & {
    flex: 1;
    align-items: flex-end;
  }

  [data-orientation='horizontal'] & {
    height: 12px;
  }
`;

export const BarFill = styled.span`
  display: block;
  background: ${({ theme }) => theme.colors.primary};
  animation: ${grow} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};

  [data-orientation='vertical'] & {
    --bar-grow-y: 0;
    width: 100%;
    height: var(--bar-size);
    min-height: 1px;
    border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0 0;
    transform-origin: bottom;
  }

  [data-orientation='horizontal'] & {
    --bar-grow-x: 0;
    width: var(--bar-size);
    min-width: 1px;
    border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
    transform-origin: left;
  }

  [data-hovered] > * > &,
  [data-focused] > * > & {
    background: ${({ theme }) => theme.colors.secondary};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

/** The value: always beside a horizontal bar; above a vertical one while it is hovered or focused. */
export const BarValue = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  [data-orientation='vertical'] & {
    position: absolute;
    bottom: calc(100% + ${({ theme }) => theme.space.xs});
    left: 0;
    z-index: 1;
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceInverse};
    color: ${({ theme }) => theme.colors.onSurfaceInverse};
    visibility: hidden;
    pointer-events: none;
  }

  /* Bars in the right half anchor their value and label at their right edge: nothing overflows the chart. */
  [data-orientation='vertical'] > [data-anchor='end'] > & {
    right: 0;
    left: auto;
  }

  [data-orientation='vertical'] > [data-hovered] > &,
  [data-orientation='vertical'] > [data-focused] > & {
    visibility: visible;
  }
`;

export const BarLabel = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
  text-overflow: ellipsis;
  white-space: nowrap;

  [data-orientation='vertical'] & {
    position: absolute;
    top: calc(100% + ${({ theme }) => theme.space.xxs});
    left: 0;
    overflow: visible;
  }

  [data-orientation='vertical'] > [data-anchor='end'] > & {
    right: 0;
    left: auto;
  }

  [data-orientation='vertical'] &[data-hidden] {
    visibility: hidden;
  }

  [data-orientation='horizontal'] & {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/** Room under a vertical chart for the day labels. */
export const AxisSpace = styled.div`
  height: ${({ theme }) => theme.space.lg};
`;

export const ChartTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};

  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    text-align: left;
  }

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  tbody th {
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }

  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const ChartEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
