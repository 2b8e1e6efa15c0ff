import { styled } from 'styled-components';
import { focusRing } from '../internal/styles.js';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/** The container the tab list row queries: below the `sm` breakpoint its end slot goes under the tab list. */
export const TabsHeader = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

export const TabListRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  min-width: 0;
  /* Too narrow for the tabs and the end slot side by side: the slot goes under the tab list, which keeps the line. */
  @container (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    flex-direction: column;
    align-items: stretch;
    border-bottom: none;
  }
`;

/**
 * What the host puts after the tabs (actions such as "Add shareholder"): never squeezed, so a label is
 * never broken inside a word; the tab list scrolls instead.
 */
export const TabsEndSlot = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Width of the fade on a side of the tab list with more tabs scrolled out of view. */
const MORE_TABS_FADE = '40px';

export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  min-width: 0;
  @container (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  /* A side with tabs scrolled out of view fades out: the list visibly goes on. */
  &[data-more-end] {
    mask-image: linear-gradient(to right, black calc(100% - ${MORE_TABS_FADE}), transparent);
  }
  &[data-more-start] {
    mask-image: linear-gradient(to left, black calc(100% - ${MORE_TABS_FADE}), transparent);
  }
  &[data-more-start][data-more-end] {
    mask-image: linear-gradient(
      to right,
      transparent,
      black ${MORE_TABS_FADE},
      black calc(100% - ${MORE_TABS_FADE}),
      transparent
    );
  }
`;

export const Tab = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex: none;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  ${focusRing}
  &[data-focus-visible] {
    outline-offset: -2px;
  }
  &[data-hovered] {
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

export const TabBadge = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const RemoveMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const TabPanel = styled.div`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
`;
