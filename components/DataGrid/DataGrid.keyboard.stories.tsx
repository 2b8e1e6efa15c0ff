import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataGrid, type DataGridProps } from './DataGrid.js';
import { makePayments, paymentColumns, renderedGrid, scrolled, type Payment } from './storyFixtures.js';

/**
 * The WAI-ARIA APG grid pattern's keyboard table, one row per step, case by case. The last row is
 * covered with 50, 51 and 100,000 rows, with and without server paging.
 */

const columns = paymentColumns;
const lastCol = columns.length - 1;

const fifty = makePayments(50);
const fiftyOne = makePayments(51);
const hundredThousand = makePayments(100_000);

/** One page of `pageSize` rows out of `totalCount`, fetched as a server would. */
function ServerPagedGrid({
  pageSize,
  totalCount,
  ...props
}: DataGridProps<Payment> & { pageSize: number; totalCount: number }) {
  const [page, setPage] = useState(1);
  const start = (page - 1) * pageSize;
  return (
    <DataGrid
      {...props}
      rows={makePayments(Math.min(pageSize, totalCount - start), start)}
      pagination={{ page, pageSize, totalCount, onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Data display/DataGrid/Keyboard (APG grid)',
  component: DataGrid<Payment>,
  args: {
    'aria-label': 'Payments',
    columns,
    rows: fifty,
    getRowId: (row: Payment) => row.id,
    height: 400,
  },
} satisfies Meta<DataGridProps<Payment>>;

export default meta;
type Story = StoryObj<typeof meta>;

const focusedRowIndex = () => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex');
const focusedColumn = () => (document.activeElement as HTMLTableCellElement | null)?.cellIndex;

/** Focus is on a cell of row `rowIndex` (its aria-rowindex), inside the grid, and that cell is the one tab stop. */
async function expectFocusOnRow(grid: HTMLElement, rowIndex: number) {
  await waitFor(() => expect(focusedRowIndex()).toBe(String(rowIndex)), scrolled);
  const cell = document.activeElement as HTMLElement;
  await expect(cell).toHaveRole(rowIndex === 1 ? 'columnheader' : 'gridcell');
  await expect(grid).toContainElement(cell);
  await expect(cell).toHaveAttribute('tabindex', '0');
  await expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
}

/** The last-row rows of the pattern; `lastRow` is the aria-rowindex of the last row. */
async function lastRowCases(grid: HTMLElement, lastRow: number) {
  const scroller = grid.closest<HTMLElement>('[data-virtuoso-scroller]');
  await userEvent.tab();
  await expectFocusOnRow(grid, 2);

  // on ArrowDown held from the first row, every press counts and focus ends on the last row
  const held = userEvent.setup({ delay: null });
  await held.keyboard(`{ArrowDown>${Math.min(lastRow + 5, 60)}/}`);
  if (lastRow <= 60) await expectFocusOnRow(grid, lastRow);

  // on Ctrl+End, focus moves to the last cell of the last row
  await userEvent.keyboard('{Control>}{End}{/Control}');
  await expectFocusOnRow(grid, lastRow);
  await expect(focusedColumn()).toBe(lastCol);
  // on ArrowDown from the last row, focus stays on the last row
  await userEvent.keyboard('{ArrowDown}');
  await expectFocusOnRow(grid, lastRow);
  // on PageDown from the last row, focus stays on the last row
  await userEvent.keyboard('{PageDown}');
  await expectFocusOnRow(grid, lastRow);
  // on ArrowDown from the second-to-last row, focus moves to the last row, scrolled into view
  await userEvent.keyboard('{ArrowUp}{ArrowUp}');
  await expectFocusOnRow(grid, lastRow - 2);
  await userEvent.keyboard('{ArrowDown}');
  await expectFocusOnRow(grid, lastRow - 1);
  await userEvent.keyboard('{ArrowDown}');
  await expectFocusOnRow(grid, lastRow);
  const last = document.activeElement as HTMLElement;
  if (scroller) {
    await waitFor(
      () =>
        expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(scroller.getBoundingClientRect().bottom + 1),
      scrolled,
    );
  }
  // on PageDown pressed one by one from a page above, focus ends on the last row
  await userEvent.keyboard('{PageUp}{PageUp}{PageUp}');
  await waitFor(() => expect(Number(focusedRowIndex())).toBeLessThan(lastRow - 10), scrolled);
  for (let pressed = 0; pressed < 4 && focusedRowIndex() !== String(lastRow); pressed += 1) {
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(document.activeElement).toHaveRole('gridcell'), scrolled);
  }
  await expectFocusOnRow(grid, lastRow);
  // on Shift+Tab back after Tab left the grid, focus returns to the last row
  await userEvent.tab();
  await expect(grid).not.toContainElement(document.activeElement as HTMLElement);
  await userEvent.tab({ shift: true });
  await expectFocusOnRow(grid, lastRow);
}

/** 50 rows: the last row is reached by ArrowDown, held ArrowDown, PageDown and Ctrl+End, and keeps focus. */
export const LastRowOfFifty: Story = {
  play: async ({ canvasElement }) => lastRowCases(await renderedGrid(canvasElement), 51),
};

/** 51 rows (a page and one). */
export const LastRowOfFiftyOne: Story = {
  args: { rows: fiftyOne },
  play: async ({ canvasElement }) => lastRowCases(await renderedGrid(canvasElement), 52),
};

/** 100,000 rows, all in the client. */
export const LastRowOfHundredThousand: Story = {
  args: { rows: hundredThousand },
  play: async ({ canvasElement }) => lastRowCases(await renderedGrid(canvasElement), 100_001),
};

/** Server paging, pages of 50 then of 51 rows over 100,000: the last row of the first and of the last page. */
export const LastRowWithServerPaging: Story = {
  render: (args) => (
    <>
      <ServerPagedGrid {...args} aria-label="Payments in fifties" pageSize={50} totalCount={100_000} />
      <ServerPagedGrid {...args} aria-label="Payments in fifty-ones" pageSize={51} totalCount={100_000} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fifties = canvas.getByRole('grid', { name: 'Payments in fifties' });
    const fiftyOnes = canvas.getByRole('grid', { name: 'Payments in fifty-ones' });
    await waitFor(() => expect(fiftyOnes.querySelector('tbody tr[aria-rowindex]')).not.toBeNull(), scrolled);
    await lastRowCases(fifties, 51);
    // The last page of the fifty-ones holds 100,000 − 1,960 × 51 = 40 rows.
    (fifties.querySelector('[tabindex="0"]') as HTMLElement).blur();
    await userEvent.click(await canvas.findByRole('button', { name: 'Page 1,961' }));
    await waitFor(() => expect(fiftyOnes).toHaveAttribute('aria-rowcount', '41'));
    await userEvent.click(within(fiftyOnes).getByRole('columnheader', { name: 'Reference' }));
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusOnRow(fiftyOnes, 2);
    await expect(document.activeElement).toHaveTextContent('Payment 99961');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expectFocusOnRow(fiftyOnes, 41);
    await expect(document.activeElement).toHaveTextContent('$');
    await userEvent.keyboard('{ArrowDown}{PageDown}');
    await expectFocusOnRow(fiftyOnes, 41);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1,960' }));
    await waitFor(() => expect(fiftyOnes).toHaveAttribute('aria-rowcount', '52'));
    await userEvent.click(within(fiftyOnes).getAllByRole('gridcell')[0] as HTMLElement);
    await expectFocusOnRow(fiftyOnes, 2);
    for (let pressed = 0; pressed < 8 && focusedRowIndex() !== '52'; pressed += 1) {
      await userEvent.keyboard('{PageDown}');
      await waitFor(() => expect(document.activeElement).toHaveRole('gridcell'), scrolled);
    }
    await expectFocusOnRow(fiftyOnes, 52);
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusOnRow(fiftyOnes, 52);
  },
};

/** Arrow keys move one cell and stop at the edges of the grid. */
export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const grid = await renderedGrid(canvasElement);
    await userEvent.tab();
    // on Tab into the grid, focus goes to its single tab stop, the first cell of the first row
    await expectFocusOnRow(grid, 2);
    await expect(focusedColumn()).toBe(0);
    // on ArrowRight, focus moves one cell right
    await userEvent.keyboard('{ArrowRight}');
    await expect(focusedColumn()).toBe(1);
    // on ArrowRight in the last column, focus stays
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(focusedColumn()).toBe(lastCol);
    // on ArrowLeft, focus moves one cell left
    await userEvent.keyboard('{ArrowLeft}');
    await expect(focusedColumn()).toBe(lastCol - 1);
    // on ArrowLeft in the first column, focus stays
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(focusedColumn()).toBe(0);
    // on ArrowDown, focus moves one row down in the same column
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expectFocusOnRow(grid, 3);
    await expect(focusedColumn()).toBe(1);
    // on ArrowUp, focus moves one row up; from the first row to the column header
    await userEvent.keyboard('{ArrowUp}');
    await expectFocusOnRow(grid, 2);
    await userEvent.keyboard('{ArrowUp}');
    await expectFocusOnRow(grid, 1);
    await expect(document.activeElement).toHaveAccessibleName('Payee');
    // on ArrowUp in the header row, focus stays
    await userEvent.keyboard('{ArrowUp}');
    await expectFocusOnRow(grid, 1);
    // on Tab, focus leaves the grid in one step
    await userEvent.tab();
    await expect(grid).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** Home/End within the row, Ctrl+Home/Ctrl+End across the grid, PageUp/PageDown by a screen of rows. */
export const HomeEndAndPaging: Story = {
  play: async ({ canvasElement }) => {
    const grid = await renderedGrid(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // on End, focus moves to the last cell of the row
    await userEvent.keyboard('{End}');
    await expectFocusOnRow(grid, 4);
    await expect(focusedColumn()).toBe(lastCol);
    // on Home, focus moves to the first cell of the row
    await userEvent.keyboard('{Home}');
    await expectFocusOnRow(grid, 4);
    await expect(focusedColumn()).toBe(0);
    // on PageDown, focus moves down by the rows that fit on screen, less one
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(Number(focusedRowIndex())).toBeGreaterThan(8), scrolled);
    const afterPageDown = Number(focusedRowIndex());
    // on PageUp, focus moves back up by the same number of rows
    await userEvent.keyboard('{PageUp}');
    await expectFocusOnRow(grid, 4);
    // on PageUp near the top, focus stops on the first row
    await userEvent.keyboard('{PageUp}');
    await expectFocusOnRow(grid, 2);
    await expect(afterPageDown).toBeGreaterThan(4);
    // on Ctrl+End, focus moves to the last cell of the last row
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expectFocusOnRow(grid, 51);
    await expect(focusedColumn()).toBe(lastCol);
    // on Ctrl+Home, focus moves to the first cell of the first row (the header)
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expectFocusOnRow(grid, 1);
    await expect(focusedColumn()).toBe(0);
    // on PageUp in the header row, focus stays
    await userEvent.keyboard('{PageUp}');
    await expectFocusOnRow(grid, 1);
  },
};

const thousand = makePayments(1_000);

/**
 * PageDown pressed again and again from the top (as fast as a person taps it, and held), then PageUp
 * back and Ctrl+End: focus ends on the last row in the column it started in, and never leaves the grid.
 */
async function pagingCases(grid: HTMLElement, lastRow: number) {
  await userEvent.tab();
  await userEvent.keyboard('{ArrowRight}');
  await expectFocusOnRow(grid, 2);
  const fast = userEvent.setup({ delay: null });
  const pressesToEnd = Math.min(Math.ceil(lastRow / 8) + 3, 30);
  // on PageDown pressed repeatedly from the top, focus stays in the grid, same column, on every press
  for (let pressed = 0; pressed < pressesToEnd; pressed += 1) {
    await fast.keyboard('{PageDown}');
    await expect(grid).toContainElement(document.activeElement as HTMLElement);
    await expect(focusedColumn()).toBe(1);
  }
  if (lastRow <= 60) await expectFocusOnRow(grid, lastRow);
  await expect(focusedColumn()).toBe(1);
  // on PageDown held, focus ends on the last row's cell in the same column
  await fast.keyboard('{PageDown>40/}');
  if (lastRow <= 400) await expectFocusOnRow(grid, lastRow);
  await expect(grid).toContainElement(document.activeElement as HTMLElement);
  await expect(focusedColumn()).toBe(1);
  // on PageUp pressed repeatedly, focus moves up a page at a time and stays in the grid
  const before = Number(focusedRowIndex());
  for (let pressed = 0; pressed < 3; pressed += 1) {
    await fast.keyboard('{PageUp}');
    await expect(grid).toContainElement(document.activeElement as HTMLElement);
  }
  await waitFor(() => expect(Number(focusedRowIndex())).toBeLessThan(before), scrolled);
  await expect(focusedColumn()).toBe(1);
  // on PageUp held, focus ends on the first row, same column
  await fast.keyboard(`{PageUp>${lastRow <= 60 ? 12 : 40}/}`);
  await expect(grid).toContainElement(document.activeElement as HTMLElement);
  if (lastRow <= 400) await expectFocusOnRow(grid, 2);
  // on Ctrl+End, focus moves to the last cell of the last row, then PageDown keeps it there
  await fast.keyboard('{Control>}{End}{/Control}');
  await expectFocusOnRow(grid, lastRow);
  await expect(focusedColumn()).toBe(lastCol);
  await fast.keyboard('{PageDown}{PageDown}');
  await expectFocusOnRow(grid, lastRow);
  // on PageUp from the last row, focus moves up and stays in the grid
  await fast.keyboard('{PageUp}');
  await waitFor(() => expect(Number(focusedRowIndex())).toBeLessThan(lastRow), scrolled);
  await expect(grid).toContainElement(document.activeElement as HTMLElement);
}

/** PageDown/PageUp/Ctrl+End over 50 rows. */
export const PagingFifty: Story = {
  play: async ({ canvasElement }) => pagingCases(await renderedGrid(canvasElement), 51),
};

/** PageDown/PageUp/Ctrl+End over 1,000 rows. */
export const PagingThousand: Story = {
  args: { rows: thousand },
  play: async ({ canvasElement }) => pagingCases(await renderedGrid(canvasElement), 1_001),
};

/** PageDown/PageUp/Ctrl+End over 100,000 rows. */
export const PagingHundredThousand: Story = {
  args: { rows: hundredThousand },
  play: async ({ canvasElement }) => pagingCases(await renderedGrid(canvasElement), 100_001),
};

/** Presses `key` and expects focus on row `rowIndex` (aria-rowindex), column `col`, never outside the grid meanwhile. */
async function pressAndExpectRow(grid: HTMLElement, key: string, rowIndex: number, col: number) {
  await userEvent.keyboard(key);
  await expect(grid).toContainElement(document.activeElement as HTMLElement);
  await expectFocusOnRow(grid, rowIndex);
  await expect(focusedColumn()).toBe(col);
}

/**
 * The walk, on a grid whose PageDown moves 11 rows (480 px high): from row 13, column 3,
 * PageDown goes 13 → 24 → 35 → 46 and on to the last row, where it stays, always in column 3; PageUp
 * back from the last row by 11 rows to the first body row, where it stays. `lastRow` is the last
 * aria-rowindex.
 */
async function pageToTheEnds(grid: HTMLElement, lastRow: number) {
  const col = 2;
  await userEvent.tab();
  await expectFocusOnRow(grid, 2);
  await userEvent.keyboard('{ArrowDown>11/}{ArrowRight}{ArrowRight}');
  await expectFocusOnRow(grid, 13);
  for (const row of [24, 35, 46]) await pressAndExpectRow(grid, '{PageDown}', row, col);
  // near the end: from 38 rows above the last row, the same steps end on the last row and stay there
  await userEvent.keyboard('{Control>}{End}{/Control}{Home}{ArrowRight}{ArrowRight}');
  await expectFocusOnRow(grid, lastRow);
  await userEvent.keyboard(`{ArrowUp>38/}`);
  await expectFocusOnRow(grid, lastRow - 38);
  for (const row of [lastRow - 27, lastRow - 16, lastRow - 5, lastRow, lastRow, lastRow]) {
    await pressAndExpectRow(grid, '{PageDown}', row, col);
  }
  // and PageUp back, then to the first body row, where it stays
  for (const row of [lastRow - 11, lastRow - 22, lastRow - 33]) await pressAndExpectRow(grid, '{PageUp}', row, col);
  await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowDown>12/}{ArrowRight}{ArrowRight}');
  await expectFocusOnRow(grid, 13);
  for (const row of [2, 2, 2]) await pressAndExpectRow(grid, '{PageUp}', row, col);
}

/** 50 rows (51 with the header): PageDown from row 13 reaches row 51 and stays. */
export const PageDownToTheLastRowOfFifty: Story = {
  args: { height: 480 },
  play: async ({ canvasElement }) => pageToTheEnds(await renderedGrid(canvasElement), 51),
};

/** The same walk over 1,000 rows. */
export const PageDownToTheLastRowOfAThousand: Story = {
  args: { height: 480, rows: thousand },
  play: async ({ canvasElement }) => pageToTheEnds(await renderedGrid(canvasElement), 1_001),
};

/** The same walk over 100,000 rows. */
export const PageDownToTheLastRowOfAHundredThousand: Story = {
  args: { height: 480, rows: hundredThousand },
  play: async ({ canvasElement }) => pageToTheEnds(await renderedGrid(canvasElement), 100_001),
};
