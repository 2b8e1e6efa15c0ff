import { styled, css, keyframes } from 'styled-components';

/** Height of the header row in px (the body rows take `rowHeight`). */
export const HEADER_HEIGHT = 40;

/** Width of the selection column (its checkboxes) in px. */
export const SELECTION_COLUMN_WIDTH = 44;

/** The narrowest a column can be resized to when it sets no `minWidth`, in px. */
export const MIN_COLUMN_WIDTH = 48;

const shimmer = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

export const GridRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const GridToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The bordered box of fixed height that holds the scrolling table (and the empty state). */
export const GridFrame = styled.div`
  position: relative;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

/** Holds the Pagination control's place (one row of small buttons) while its code loads. */
export const PaginationPlaceholder = styled.div`
  min-height: 32px;
`;

export const EmptyStateBox = styled.div`
  position: absolute;
  inset: ${HEADER_HEIGHT}px 0 0 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * The grid itself. Rows and cells are plain elements styled from here (no styled component per
 * cell), which keeps rendering a scrolled-in row as cheap as in a plain table. Cells are clipped with
 * `overflow: clip` (`hidden` where a browser lacks it), which, unlike `hidden`, makes no cell a scroll
 * container: one per cell made each screen of scrolled-in rows cost a fifth more main-thread time than
 * a plain table's (issue 44 item 11, bench/README.md).
 */
export const GridTable = styled.table<{ $rowHeight: number }>`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};

  th,
  td {
    padding: 0 ${({ theme }) => theme.space.md};
    text-align: start;
    white-space: nowrap;
    overflow: hidden;
    overflow: clip;
    text-overflow: ellipsis;
    outline: none;
  }
  th[data-align='end'],
  td[data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  th {
    position: relative;
    height: ${HEADER_HEIGHT}px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    color: ${({ theme }) => theme.colors.text};
    user-select: none;
  }
  th[data-sortable] {
    cursor: pointer;
  }
  th[data-sortable]:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  td {
    height: ${({ $rowHeight }) => $rowHeight}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  /* Pinned leading columns: above the cells scrolling under them, below the sticky header (z-index 2). */
  &[data-pinned] tr > :first-child,
  &[data-pinned='2'] tr > :nth-child(2) {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
  }
  &[data-pinned='2'] tr > :nth-child(2) {
    inset-inline-start: ${SELECTION_COLUMN_WIDTH}px;
  }
  /* Without weight, so a hovered, focused or selected row's background still wins. */
  &[data-pinned] :where(td:first-child),
  &[data-pinned='2'] :where(td:nth-child(2)) {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[data-pinned='1'][data-scrolled-inline] tr > :first-child,
  &[data-pinned='2'][data-scrolled-inline] tr > :nth-child(2) {
    border-inline-end: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &[data-row-action] tbody tr[aria-rowindex] {
    cursor: pointer;
  }
  tbody tr[aria-rowindex]:hover td {
    background: ${({ theme }) => theme.colors.background};
  }
  tbody tr:focus-within td,
  tbody tr[aria-selected='true'] td {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  [data-select-cell] {
    padding: 0;
    text-align: center;
  }
  [data-select] {
    width: 16px;
    height: 16px;
    margin: 0;
    vertical-align: middle;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  &[data-focus-visible] th:focus,
  &[data-focus-visible] td:focus,
  &[data-focus-visible] td :focus {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }

  [data-sort-icon] {
    display: inline-block;
    vertical-align: middle;
    margin-inline-start: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th[aria-sort] [data-sort-icon] {
    color: ${({ theme }) => theme.colors.primary};
  }

  [data-skeleton] {
    display: block;
    height: 12px;
    width: 70%;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.borderSubtle};
    animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  }
  td[data-align='end'] [data-skeleton] {
    margin-inline-start: auto;
  }
  ${({ theme }) => css`
    ${theme.media.reducedMotion} {
      [data-skeleton] {
        animation: none;
      }
    }
  `}
`;
