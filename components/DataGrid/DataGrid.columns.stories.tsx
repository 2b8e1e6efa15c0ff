import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Column, SortDescriptor } from './column.js';
import { DataGrid, type DataGridProps } from './DataGrid.js';
import { renderedGrid, scrolled } from './storyFixtures.js';

/**
 * Columns the grid's owner sizes: resizing by pointer and by keyboard, widths kept in the owner's state.
 * The resizers' code loads after the grid mounts (only resizable grids fetch it): plays wait for a resizer
 * by its role and name before using it.
 */

interface Invoice {
  id: number;
  reference: string;
  vendor: string;
  category: string;
  approver: string;
  due: string;
  amount: string;
}

function makeInvoices(count: number): Invoice[] {
  const vendors = ['Staples', 'AWS', 'Uber', 'Zoom'];
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    reference: `Invoice ${i + 1}`,
    vendor: vendors[i % vendors.length] ?? '',
    category: ['Office', 'Software', 'Travel'][i % 3] ?? '',
    approver: ['Ana Ruiz', 'Ben Okafor', 'Chen Wei'][i % 3] ?? '',
    due: `12/${String((i % 28) + 1).padStart(2, '0')}/2026`,
    amount: `$${(i % 97) + 1}.00`,
  }));
}

const columns: Column<Invoice>[] = [
  { key: 'reference', header: 'Reference', width: 160 },
  { key: 'vendor', header: 'Vendor', width: 140, sortable: true, minWidth: 100 },
  { key: 'category', header: 'Category', width: 120 },
  { key: 'approver', header: 'Approver', width: 140 },
  { key: 'due', header: 'Due', width: 120 },
  { key: 'amount', header: 'Amount', width: 120, align: 'end', allowsResizing: false },
];

const rows = makeInvoices(60);

/** The owner keeps the widths (and the sort), as a page would keep them in its saved view. */
function ResizableGrid(props: DataGridProps<Invoice>) {
  const [widths, setWidths] = useState<Record<string, number>>({});
  const [sort, setSort] = useState<SortDescriptor | undefined>();
  return (
    <DataGrid
      {...props}
      sortDescriptor={sort}
      onSortChange={setSort}
      columnWidths={widths}
      onColumnWidthsChange={(next) => {
        props.onColumnWidthsChange?.(next);
        setWidths(next);
      }}
    />
  );
}

const meta = {
  title: 'Data display/DataGrid/Columns',
  component: DataGrid<Invoice>,
  args: {
    'aria-label': 'Invoices',
    columns,
    rows,
    getRowId: (row: Invoice) => row.id,
    height: 400,
    onColumnWidthsChange: fn(),
  },
  render: (args) => <ResizableGrid {...args} />,
} satisfies Meta<DataGridProps<Invoice>>;

export default meta;
type Story = StoryObj<typeof meta>;

const widthOf = (element: HTMLElement) => Math.round(element.getBoundingClientRect().width);

/** Enter (F2 on a sortable header) moves to the resizer; the arrows resize; Enter, Escape or F2 go back to the header. */
export const KeyboardResizing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await renderedGrid(canvasElement);
    const reference = canvas.getByRole('columnheader', { name: 'Reference' });
    const referenceResizer = await canvas.findByRole('separator', { name: 'Resize Reference' });
    await expect(referenceResizer).toHaveAttribute('aria-valuenow', '160');
    await expect(referenceResizer).toHaveAttribute('aria-valuetext', '160 pixels');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(reference).toHaveFocus();
    // on Enter in a header that does not sort, focus moves to its resizer
    await userEvent.keyboard('{Enter}');
    await expect(referenceResizer).toHaveFocus();
    // on ArrowRight the column widens by 10 px, on ArrowLeft it narrows; the owner gets the widths
    await userEvent.keyboard('{ArrowRight}');
    await expect(referenceResizer).toHaveAttribute('aria-valuenow', '170');
    await expect(widthOf(reference)).toBe(170);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(args.onColumnWidthsChange).toHaveBeenLastCalledWith({ reference: 140 });
    await expect(widthOf(reference)).toBe(140);
    // on ArrowUp/ArrowDown nothing moves: focus stays on the resizer
    await userEvent.keyboard('{ArrowDown}');
    await expect(referenceResizer).toHaveFocus();
    // on Enter, resizing ends and focus is back on the header
    await userEvent.keyboard('{Enter}');
    await expect(reference).toHaveFocus();
    await expect(widthOf(reference)).toBe(140);
    // on Enter in a sortable header it sorts; F2 moves to the resizer, which stops at the column's minimum
    await userEvent.keyboard('{ArrowRight}{Enter}');
    const vendor = canvas.getByRole('columnheader', { name: 'Vendor' });
    await expect(vendor).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{F2}');
    const vendorResizer = canvas.getByRole('separator', { name: 'Resize Vendor' });
    await expect(vendorResizer).toHaveFocus();
    await expect(vendorResizer).toHaveAttribute('aria-valuemin', '100');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(vendorResizer).toHaveAttribute('aria-valuenow', '100');
    await expect(widthOf(vendor)).toBe(100);
    // on Escape, resizing ends and focus is back on the header, which keeps the tab stop
    await userEvent.keyboard('{Escape}');
    await expect(vendor).toHaveFocus();
    await expect(args.onColumnWidthsChange).toHaveBeenLastCalledWith({ reference: 140, vendor: 100 });
    // A column that does not resize has no resizer; Enter there does nothing.
    await expect(canvas.queryByRole('separator', { name: 'Resize Amount' })).not.toBeInTheDocument();
    await userEvent.keyboard('{End}{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toHaveFocus();
  },
};

/** Dragging a header's edge resizes its column (not below its minimum); the press does not sort. */
export const PointerResizing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await renderedGrid(canvasElement);
    const vendor = canvas.getByRole('columnheader', { name: 'Vendor' });
    const resizer = await canvas.findByRole('separator', { name: 'Resize Vendor' });
    const box = resizer.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + box.width / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: resizer, coords: { clientX: x, clientY: y } },
      { coords: { clientX: x + 30, clientY: y } },
      { coords: { clientX: x + 60, clientY: y } },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(widthOf(vendor)).toBe(200);
    await expect(args.onColumnWidthsChange).toHaveBeenLastCalledWith({ vendor: 200 });
    await expect(vendor).not.toHaveAttribute('aria-sort');
    await expect(resizer).toHaveFocus();
    await expect(resizer).toHaveAttribute('aria-valuenow', '200');
    // The keyboard takes over where the pointer left off.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(widthOf(vendor)).toBe(190);
    // Dragged far to the left, the column stops at its minimum of 100 px.
    const after = resizer.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: resizer, coords: { clientX: after.left + 4, clientY: y } },
      { coords: { clientX: after.left - 300, clientY: y } },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(widthOf(vendor)).toBe(100);
  },
};

/**
 * 375 px wide, the first column pinned (the selection column with it): scrolled sideways by keyboard or
 * by the scroller, the reference and its header stay in place, opaque and with a shadow; a cell reached
 * by the arrows is brought into view beyond the pinned columns.
 */
export const PinnedFirstColumn: Story = {
  args: { isFirstColumnPinned: true, selectionMode: 'multiple' },
  render: (args) => (
    <div style={{ width: 375 }}>
      <ResizableGrid {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await renderedGrid(canvasElement);
    const scroller = grid.closest('[data-virtuoso-scroller]') as HTMLElement;
    const header = canvas.getByRole('columnheader', { name: 'Reference' });
    const firstCell = canvas.getByRole('gridcell', { name: 'Invoice 1' });
    const selectAll = canvas.getByRole('columnheader', { name: 'Select all rows' });
    const startOf = (element: HTMLElement) => Math.round(element.getBoundingClientRect().left);
    const pinnedStart = startOf(firstCell);
    await expect(startOf(header)).toBe(pinnedStart);
    await expect(getComputedStyle(firstCell).boxShadow).toBe('none');
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0), scrolled);
    await expect(startOf(firstCell)).toBe(pinnedStart);
    await expect(startOf(header)).toBe(pinnedStart);
    await expect(startOf(selectAll)).toBe(startOf(scroller));
    // Opaque over the cells scrolling under it, with the theme's shadow once scrolled.
    await expect(getComputedStyle(firstCell).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await waitFor(() => expect(getComputedStyle(firstCell).boxShadow).not.toBe('none'));
    // Home, then the arrows: the cell after the pinned ones comes into view beyond them.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    const vendorCell = document.activeElement as HTMLElement;
    await expect(vendorCell).toHaveTextContent('Staples');
    await waitFor(() =>
      expect(vendorCell.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        firstCell.getBoundingClientRect().right - 1,
      ),
    );
    // A sweep to the far end and back by the scroller: the pinned cells never move.
    for (const fraction of [0.25, 0.5, 1, 0]) {
      scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) * fraction;
      await waitFor(() => expect(startOf(firstCell)).toBe(pinnedStart));
    }
  },
};
