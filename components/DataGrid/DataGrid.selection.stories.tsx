import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-stately';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataGrid, type DataGridProps } from './DataGrid.js';
import { liveRegionText, makePayments, paymentColumns, renderedGrid, type Payment } from './storyFixtures.js';

/**
 * Row selection owned by the grid's owner (a bulk export or approval acts on it): the checkbox column,
 * `aria-selected` rows and the APG grid's selection keys, one row of the pattern per step.
 */

const fifty = makePayments(50);
const columns = paymentColumns;

/** The owner keeps the selection and shows what a bulk action would take. */
function BulkExportGrid(props: DataGridProps<Payment>) {
  const [selected, setSelected] = useState<Selection>(new Set());
  const count = selected === 'all' ? props.rows.length : selected.size;
  return (
    <DataGrid
      {...props}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        props.onSelectionChange?.(keys);
        setSelected(keys);
      }}
      toolbar={<output aria-label="Rows to export">{count}</output>}
    />
  );
}

const meta = {
  title: 'Data display/DataGrid/Selection',
  component: DataGrid<Payment>,
  args: {
    'aria-label': 'Payments',
    columns,
    rows: fifty,
    getRowId: (row: Payment) => row.id,
    height: 400,
    onSelectionChange: fn(),
  },
  render: (args) => <BulkExportGrid {...args} />,
} satisfies Meta<DataGridProps<Payment>>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (grid: HTMLElement, rowIndex: number) =>
  grid.querySelector<HTMLTableRowElement>(`tr[aria-rowindex="${rowIndex}"]`);
const selectedRowIndices = (grid: HTMLElement) =>
  [...grid.querySelectorAll('tr[aria-selected="true"]')].map((row) => Number(row.getAttribute('aria-rowindex')));

/** Space toggles the focused row, Shift+Arrow extends, Ctrl+A selects all, Escape clears; each count is announced. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = await renderedGrid(canvasElement);
    const toExport = canvas.getByRole('status', { name: 'Rows to export' });
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    await expect(grid).toHaveAttribute('aria-colcount', '4');
    await expect(rowOf(grid, 2)).toHaveAttribute('aria-selected', 'false');
    await userEvent.tab();
    // on Tab, focus goes to the first cell of the first row: the row's checkbox cell
    await expect(document.activeElement).toHaveRole('gridcell');
    await expect(within(document.activeElement as HTMLElement).getByRole('checkbox')).toHaveAccessibleName(
      'Select Payment 1',
    );
    // on Space, the focused row is selected and the count announced
    await userEvent.keyboard(' ');
    await expect(rowOf(grid, 2)).toHaveAttribute('aria-selected', 'true');
    await expect(within(rowOf(grid, 2) as HTMLElement).getByRole('checkbox')).toBeChecked();
    await expect(toExport).toHaveTextContent('1');
    await waitFor(() => expect(liveRegionText()).toContain('1 row selected'));
    // on Space in another column of another row, that row joins the selection
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown} ');
    await expect(selectedRowIndices(grid)).toEqual([2, 4]);
    await waitFor(() => expect(liveRegionText()).toContain('2 rows selected'));
    // on Shift+ArrowDown, focus moves down and the selection extends over the rows passed
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    await expect(document.activeElement?.closest('tr')).toHaveAttribute('aria-rowindex', '6');
    await expect(selectedRowIndices(grid)).toEqual([2, 4, 5, 6]);
    await waitFor(() => expect(liveRegionText()).toContain('4 rows selected'));
    // on Shift+ArrowUp, the range shrinks back towards its anchor
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await expect(selectedRowIndices(grid)).toEqual([2, 4, 5]);
    await waitFor(() => expect(liveRegionText()).toContain('3 rows selected'));
    // on Space again, the focused row leaves the selection
    await userEvent.keyboard(' ');
    await expect(selectedRowIndices(grid)).toEqual([2, 4]);
    // on Ctrl+A, every row is selected (the owner hears 'all'), the header checkbox is checked
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
    await expect(toExport).toHaveTextContent('50');
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeChecked();
    await waitFor(() => expect(liveRegionText()).toContain('50 rows selected'));
    // on Space with every row selected, only the focused row leaves the selection
    await userEvent.keyboard(' ');
    await expect(toExport).toHaveTextContent('49');
    await expect(rowOf(grid, 5)).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked();
    // on Escape, the selection is cleared
    await userEvent.keyboard('{Escape}');
    await expect(toExport).toHaveTextContent('0');
    await expect(selectedRowIndices(grid)).toEqual([]);
    await waitFor(() => expect(liveRegionText()).toContain('No rows selected'));
    // on Space on the header's select-all cell, every row is selected, and again none
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(document.activeElement).toHaveAccessibleName('Select all rows');
    await userEvent.keyboard(' ');
    await expect(toExport).toHaveTextContent('50');
    await userEvent.keyboard('{Enter}');
    await expect(toExport).toHaveTextContent('0');
    await expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  },
};

/** A click on a checkbox toggles its row (focus stays in the grid's cell), Shift+click selects a range, the header selects all. */
export const PointerSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await renderedGrid(canvasElement);
    const toExport = canvas.getByRole('status', { name: 'Rows to export' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Payment 2' }));
    await expect(selectedRowIndices(grid)).toEqual([3]);
    await expect(document.activeElement).toHaveRole('gridcell');
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement?.closest('tr')).toHaveAttribute('aria-rowindex', '4');
    const shiftClick = userEvent.setup();
    await shiftClick.keyboard('{Shift>}');
    await shiftClick.click(canvas.getByRole('checkbox', { name: 'Select Payment 5' }));
    await shiftClick.keyboard('{/Shift}');
    await expect(selectedRowIndices(grid)).toEqual([3, 4, 5, 6]);
    await waitFor(() => expect(liveRegionText()).toContain('4 rows selected'));
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(toExport).toHaveTextContent('50');
    await expect(selectAll).toBeChecked();
    await userEvent.click(selectAll);
    await expect(toExport).toHaveTextContent('0');
    await expect(selectAll).not.toBeChecked();
    // Without a row action, a click elsewhere in a row selects it too.
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Payment 7' }));
    await expect(selectedRowIndices(grid)).toEqual([8]);
  },
};

/** With a row action, Space selects and Enter (or a click outside the checkbox) runs the action. */
export const SelectionWithRowAction: Story = {
  args: { onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = await renderedGrid(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(selectedRowIndices(grid)).toEqual([2]);
    await expect(args.onRowAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(fifty[0]);
    await expect(selectedRowIndices(grid)).toEqual([2]);
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Payment 3' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(fifty[2]);
    await expect(selectedRowIndices(grid)).toEqual([2]);
    // Enter on a row's checkbox cell selects rather than runs the action.
    await userEvent.keyboard('{Home}{Enter}');
    await expect(selectedRowIndices(grid)).toEqual([2, 4]);
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);
  },
};
