import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-stately';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Column, SortDescriptor } from './column.js';
import { DataGrid, type DataGridProps } from './DataGrid.js';
import { sortRows } from './sortRows.js';

/**
 * A million rows held in the client: only the rendered range is in the DOM, indices stay absolute.
 * Rows are 32 px here: Chromium lays out at most 33,554,431 px, so a million 36 px rows (36,000,000 px)
 * would leave the last ~68,000 out of scrolling reach, in a plain TableVirtuoso as in the grid.
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
    rowHeight: 32,
  },
} satisfies Meta<DataGridProps<Entry>>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrolled = { timeout: 8000 };
const focusedRowIndex = () => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex');

/** aria-rowcount counts every row; Ctrl+End reaches the millionth, PageUp and ArrowUp move back from it. */
export const MillionRows: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await waitFor(() => expect(grid.querySelector('tbody tr[aria-rowindex]')).not.toBeNull(), scrolled);
    await expect(grid).toHaveAttribute('aria-rowcount', '1000001');
    await expect(grid.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(30);
    await userEvent.tab();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedRowIndex()).toBe('1000001'), scrolled);
    await expect(document.activeElement).toHaveTextContent(String(million[999_999]?.amount));
    await userEvent.keyboard('{Home}');
    await expect(document.activeElement).toHaveTextContent('Entry 1000000');
    const scroller = grid.closest('[data-virtuoso-scroller]') as HTMLElement;
    const last = document.activeElement as HTMLElement;
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(scroller.getBoundingClientRect().bottom + 1),
    );
    await userEvent.keyboard('{ArrowUp}');
    await expect(document.activeElement).toHaveTextContent('Entry 999999');
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
  args: { rows: million.slice(0, 100_000) },
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
