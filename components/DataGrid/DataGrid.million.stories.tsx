import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-stately';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Column, SortDescriptor } from './column.js';
import { DataGrid, type DataGridProps } from './DataGrid.js';
import { sortRows } from './sortRows.js';

/**
 * A million rows held in the client: only the rendered range is in the DOM, indices stay absolute.
 * A million 36 px rows (36,000,000 px) are taller than Chromium lays out (33,554,431 px): the grid gives
 * the virtualiser a window of 416,666 rows (15,000,000 px) that shifts when scrolling or focus nears
 * its edges, so every row is reached.
 */

interface Entry {
  id: number;
  reference: string;
  amount: number;
}

const million: Entry[] = Array.from({ length: 1_000_000 }, (_, i) => ({
  id: i + 1,
  reference: `Entry ${i + 1}`,
  amount: ((i * 7919) % 100_000) / 100,
}));

const columns: Column<Entry>[] = [
  { key: 'reference', header: 'Reference', width: 200, sortable: true },
  { key: 'amount', header: 'Amount', width: 140, align: 'end', sortable: true },
];

/** The owner sorts with `sortRows` (its comparing runs in a Worker) and keeps the selection. */
function SortableLedger(props: DataGridProps<Entry>) {
  const [rows, setRows] = useState(props.rows);
  const [sort, setSort] = useState<SortDescriptor | undefined>();
  const [selected, setSelected] = useState<Selection>(new Set());
  return (
    <DataGrid
      {...props}
      rows={rows}
      sortDescriptor={sort}
      onSortChange={(next) => {
        const valueOf = (row: Entry) => (next.column === 'amount' ? row.amount : row.reference);
        void sortRows(props.rows, valueOf, next.direction).then((sorted) => {
          setRows(sorted);
          setSort(next);
        });
      }}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={setSelected}
    />
  );
}

const meta = {
  title: 'Data display/DataGrid/Million rows',
  component: DataGrid<Entry>,
  args: {
    'aria-label': 'Ledger entries',
    columns,
    rows: million,
    getRowId: (row: Entry) => row.id,
    height: 500,
  },
} satisfies Meta<DataGridProps<Entry>>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrolled = { timeout: 8000 };
const focusedRowIndex = () => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex');
/** Rows the virtualiser holds at 36 px: 15,000,000 px of them. */
const windowRows = Math.floor(15_000_000 / 36);

/** The aria-rowindex of every rendered body row, in the DOM's order. */
const renderedRowIndices = (grid: HTMLElement) =>
  [...grid.querySelectorAll('tbody tr[aria-rowindex]')].map((row) => Number(row.getAttribute('aria-rowindex')));

/** The rendered rows are consecutive, with no gap and no row twice. */
async function expectConsecutiveRows(grid: HTMLElement) {
  const indices = renderedRowIndices(grid);
  await expect(indices.length).toBeGreaterThan(5);
  await expect(indices).toEqual(indices.map((_, i) => (indices[0] ?? 0) + i));
}

/** The body row at the top of the grid's view, under its header. */
function topRow(grid: HTMLElement): HTMLElement | undefined {
  const header = grid.querySelector('thead')?.getBoundingClientRect().bottom ?? 0;
  const rows = [...grid.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]')];
  return rows.find((row) => row.getBoundingClientRect().bottom > header + 1);
}
const topRowIndex = (grid: HTMLElement) => Number(topRow(grid)?.getAttribute('aria-rowindex'));

/** Whether focus was ever on <body> (or nowhere) in any frame while `run` ran. */
async function focusLostDuring(run: () => Promise<void>): Promise<boolean> {
  let lost = false;
  let watching = true;
  const watch = () => {
    if (document.activeElement === document.body || !document.activeElement?.isConnected) lost = true;
    if (watching) requestAnimationFrame(watch);
  };
  watch();
  const observer = new MutationObserver(watch);
  observer.observe(document.body, { childList: true, subtree: true });
  await run();
  watching = false;
  observer.disconnect();
  return lost;
}

/** aria-rowcount counts every row; Ctrl+End reaches the millionth, PageUp and ArrowUp move back from it. */
export const MillionRows: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await waitFor(() => expect(grid.querySelector('tbody tr[aria-rowindex]')).not.toBeNull(), scrolled);
    await expect(grid).toHaveAttribute('aria-rowcount', '1000001');
    await expect(grid.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(30);
    await userEvent.tab();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    // The far jump shifts the row window, scrolls and renders the last rows: on a loaded machine (the whole
    // npm test on two cores) that took longer than 8 s once.
    await waitFor(() => expect(focusedRowIndex()).toBe('1000001'), { timeout: 20_000 });
    await expect(grid).toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(document.activeElement).toHaveTextContent(String(million[999_999]?.amount)), scrolled);
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Entry 1000000'), scrolled);
    const scroller = grid.closest('[data-virtuoso-scroller]') as HTMLElement;
    const last = document.activeElement as HTMLElement;
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(scroller.getBoundingClientRect().bottom + 1),
    );
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Entry 999999'), scrolled);
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(Number(focusedRowIndex())).toBeLessThan(999_995), scrolled);
    await expect(grid.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(30);
  },
};

/**
 * Sorting rows with `sortRows` (in a Worker), then selecting all of them: one announcement, no key per row.
 * 100,000 rows here: in development builds React 19 diffs changed props for its performance tracks,
 * walking every index of a new million-row array for a minute; production builds do not (the bench
 * sorts and selects a million rows there).
 */
export const SortAndSelectAll: Story = {
  // 32 px rows: its screenshots' baselines were taken with them.
  args: { rows: million.slice(0, 100_000), rowHeight: 32 },
  render: (args) => <SortableLedger {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    const firstRow = () => grid.querySelector('tr[aria-rowindex="2"]');
    const secondRow = () => grid.querySelector('tr[aria-rowindex="3"]');
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Amount' }));
    const amount = canvas.getByRole('columnheader', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveAttribute('aria-sort', 'ascending'), scrolled);
    // The smallest amounts first: 0.00 (entry 1), then 0.01.
    await expect(firstRow()).toHaveTextContent('Entry 1');
    await expect(secondRow()).toHaveTextContent('Entry 17680');
    await userEvent.click(amount);
    await waitFor(() => expect(amount).toHaveAttribute('aria-sort', 'descending'), scrolled);
    await expect(firstRow()).toHaveTextContent('999.99');
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeChecked();
    await expect(firstRow()).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')?.textContent).toContain('100,000 rows selected'),
    );
  },
};

/**
 * Across the edges of the virtualiser's window: scrolling near its end shifts it with the rows on screen
 * kept in place, and scrolling on continues past its last row with no gap and no row twice; PageUp
 * across the first edge of the last window moves one page a press, focus in the grid in every frame.
 */
export const AcrossWindowEdges: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const scroller = grid.closest<HTMLElement>('[data-virtuoso-scroller]');
    if (!scroller) throw new Error('The grid has no scroller');
    // The virtualiser sizes its scroller once it has measured it: scrolling waits for that.
    await waitFor(() => expect(scroller.scrollHeight).toBeGreaterThanOrEqual(windowRows * 36), scrolled);
    // aria-rowindex counts the header: row r (0-based) is aria-rowindex r + 2.
    scroller.scrollTop = (windowRows - 250) * 36;
    await waitFor(() => expect(topRowIndex(grid)).toBe(windowRows - 248), scrolled);

    // 150 rows on, within 100 rows of the window's end: the window shifts by half its size and the
    // scroll position with it, the same rows on screen.
    const beforeShift = scroller.scrollTop;
    scroller.scrollTop += 150 * 36;
    await waitFor(() => expect(scroller.scrollTop).toBeLessThan(beforeShift - 100_000 * 36), scrolled);
    await waitFor(() => expect(topRowIndex(grid)).toBe(windowRows - 98), scrolled);
    await expectConsecutiveRows(grid);

    // On past the first window's last row (aria-rowindex windowRows + 1).
    scroller.scrollTop += 200 * 36;
    await waitFor(() => expect(topRowIndex(grid)).toBe(windowRows + 102), scrolled);
    await expectConsecutiveRows(grid);
    await expect(topRow(grid)).toHaveTextContent(`Entry ${windowRows + 101}`);

    // Ctrl+End: the last window (its first row is 1,000,000 − windowRows); 130 rows into it, PageUp
    // crosses its 100-row margin and the window shifts back.
    const entryCell = (row: number) => within(grid).getByText(`Entry ${row}`, { selector: 'td' });
    await userEvent.click(entryCell(windowRows + 101));
    const lostOnCtrlEnd = await focusLostDuring(async () => {
      await userEvent.keyboard('{Control>}{End}{/Control}');
      await waitFor(() => expect(focusedRowIndex()).toBe('1000001'), scrolled);
    });
    await expect(lostOnCtrlEnd).toBe(false);
    const lastWindowStart = 1_000_000 - windowRows;
    scroller.scrollTop = 130 * 36;
    await waitFor(() => expect(topRowIndex(grid)).toBe(lastWindowStart + 132), scrolled);
    await userEvent.click(entryCell(lastWindowStart + 133));
    await expect(focusedRowIndex()).toBe(String(lastWindowStart + 134));
    const lostOnPageUp = await focusLostDuring(async () => {
      for (let page = 1; page <= 5; page += 1) {
        await userEvent.keyboard('{PageUp}');
        await waitFor(() => expect(focusedRowIndex()).toBe(String(lastWindowStart + 134 - page * 11)), scrolled);
      }
    });
    await expect(lostOnPageUp).toBe(false);
    await expect(document.activeElement).toHaveTextContent(`Entry ${lastWindowStart + 133 - 55}`);
    // The window moved back: the focused row now lies deep inside it.
    await expect(scroller.scrollTop).toBeGreaterThan(100_000 * 36);
    await expectConsecutiveRows(grid);

    // Ctrl+Home and ArrowDown: the first row, in the first window again; 130 rows before its end, a
    // Shift+ArrowDown range grows across its margin, selected by absolute row.
    await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowDown}');
    await waitFor(() => expect(focusedRowIndex()).toBe('2'), scrolled);
    await expect(document.activeElement?.closest('tr')).toHaveTextContent('Entry 1');
    scroller.scrollTop = (windowRows - 140) * 36;
    await waitFor(() => expect(topRowIndex(grid)).toBe(windowRows - 138), scrolled);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(entryCell(windowRows - 130));
    const lostOnShiftArrow = await focusLostDuring(async () => {
      for (let step = 1; step <= 40; step += 1) await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
      await waitFor(() => expect(focusedRowIndex()).toBe(String(windowRows - 129 + 40)), scrolled);
    });
    await expect(lostOnShiftArrow).toBe(false);
    await expect(scroller.scrollTop).toBeLessThan((windowRows - 200) * 36);
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')?.textContent).toContain('41 rows selected'),
    );
    for (const row of grid.querySelectorAll('tbody tr[aria-rowindex]')) {
      const index = Number(row.getAttribute('aria-rowindex'));
      const inRange = index >= windowRows - 129 && index <= windowRows - 89;
      await expect(row).toHaveAttribute('aria-selected', String(inRange));
    }
    await expectConsecutiveRows(grid);
  },
};
