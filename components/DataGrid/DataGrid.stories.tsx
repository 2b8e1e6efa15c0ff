import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import type { Column, SortDescriptor } from './column.js';
import { toCsv } from './csv.js';
import { DataGrid, type DataGridProps } from './DataGrid.js';

interface Transaction {
  id: number;
  date: string;
  merchant: string;
  category: string;
  cardholder: string;
  card: string;
  amount: number;
  status: string;
  active: boolean;
  opened: number;
}

const merchants = ['Delta Air Lines', 'Staples', 'AWS', 'Uber', 'Marriott', 'Office Depot', 'Zoom', 'Shell'];
const categories = ['Travel', 'Office', 'Software', 'Transport', 'Lodging', 'Fuel'];
const people = ['Ana Ruiz', 'Ben Okafor', 'Chen Wei', 'Dana Smith', 'Eli Cohen'];
const statuses = ['Settled', 'Pending', 'Declined'];

/** Deterministic rows (no randomness, so stories and their assertions are stable). */
function makeTransactions(count: number, offset = 0): Transaction[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + offset;
    const day = (n % 28) + 1;
    return {
      id: n + 1,
      date: `11/${String(day).padStart(2, '0')}/2026`,
      merchant: merchants[n % merchants.length] ?? '',
      category: categories[n % categories.length] ?? '',
      cardholder: people[n % people.length] ?? '',
      card: `•••• ${String(1000 + ((n * 37) % 9000))}`,
      amount: Math.round(((n * 7919) % 100000) + 99) / 100,
      status: statuses[n % statuses.length] ?? '',
      active: n % 3 !== 2,
      opened: 0,
    };
  });
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: Column<Transaction>[] = [
  { key: 'date', header: 'Date', width: 110, sortable: true },
  { key: 'merchant', header: 'Merchant', minWidth: 140, sortable: true },
  { key: 'category', header: 'Category', width: 120 },
  { key: 'cardholder', header: 'Cardholder', width: 130, sortable: true },
  { key: 'card', header: 'Card', width: 100 },
  { key: 'status', header: 'Status', width: 100 },
  {
    key: 'amount',
    header: 'Amount',
    width: 120,
    align: 'end',
    sortable: true,
    render: (row) => money.format(row.amount),
  },
];

const fifty = makeTransactions(50);
const hundredThousand = makeTransactions(100_000);

const getRowId = (row: Transaction) => row.id;

function sortTransactions(rows: Transaction[], sort: SortDescriptor | undefined): Transaction[] {
  if (!sort) return rows;
  const key = sort.column as keyof Transaction;
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = a[key];
    const right = b[key];
    const order =
      typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    return order * factor || a.id - b.id;
  });
}

const meta = {
  title: 'Data display/DataGrid',
  component: DataGrid<Transaction>,
  args: {
    'aria-label': 'Transactions',
    columns,
    rows: fifty,
    getRowId,
    height: 500,
    onRowAction: fn(),
  },
} satisfies Meta<DataGridProps<Transaction>>;

export default meta;
type Story = StoryObj<typeof meta>;

const focusedRowIndex = () => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex');
const focusedColumn = () => (document.activeElement as HTMLTableCellElement | null)?.cellIndex;
/** Scrolling a virtualised list then rendering can take a few frames on a busy machine. */
const scrolled = { timeout: 10_000 };

/** The virtualiser renders rows after measuring its viewport, a frame after mounting. */
const renderedGrid = async (canvasElement: HTMLElement) => {
  const grid = within(canvasElement).getByRole('grid');
  await waitFor(
    () => expect(grid.querySelector('tbody tr[aria-rowindex], tbody tr[aria-hidden] td span')).not.toBeNull(),
    scrolled,
  );
  return grid;
};
const liveRegionText = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';

/** Tab into the grid and move with the arrows, Home/End and Ctrl+Home/Ctrl+End; Enter and Space run the row action. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = await renderedGrid(canvasElement);
    await expect(grid).toHaveAccessibleName('Transactions');
    await expect(grid).toHaveAttribute('aria-rowcount', '51');
    await expect(grid).toHaveAttribute('aria-colcount', '7');
    await userEvent.tab();
    await expect(document.activeElement).toHaveRole('gridcell');
    await expect(focusedRowIndex()).toBe('2');
    await expect(document.activeElement).toHaveTextContent('11/01/2026');
    await expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent('Delta Air Lines');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedRowIndex()).toBe('3');
    await expect(document.activeElement).toHaveTextContent('Staples');
    await userEvent.keyboard('{End}');
    await expect(focusedColumn()).toBe(6);
    await userEvent.keyboard('{Home}');
    await expect(focusedColumn()).toBe(0);
    await expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(fifty[1]);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(fifty[2]);
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);

    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedRowIndex()).toBe('51'), scrolled);
    await expect(focusedColumn()).toBe(6);
    await expect(document.activeElement).toHaveTextContent(money.format(fifty[49]?.amount ?? 0));
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveRole('columnheader'), scrolled);
    await expect(document.activeElement).toHaveTextContent('Date');
    await userEvent.keyboard('{ArrowUp}');
    await expect(document.activeElement).toHaveTextContent('Date');

    // Tab leaves the grid in one step and Shift+Tab comes back to the same cell.
    await userEvent.tab();
    await expect(grid).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    await expect(document.activeElement).toHaveRole('columnheader');
    await expect(document.activeElement).toHaveTextContent('Date');
  },
};

/** Keyboard focus shows a ring on the focused cell and highlights its row. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const grid = await renderedGrid(canvasElement);
    await userEvent.tab();
    await expect(grid).toHaveAttribute('data-focus-visible');
    const cell = document.activeElement as HTMLElement;
    await expect(getComputedStyle(cell).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}');
    await expect(getComputedStyle(cell).outlineStyle).toBe('none');
    await expect(getComputedStyle(document.activeElement as HTMLElement).outlineStyle).toBe('solid');
  },
};

/** A mouse click on a row runs the row action; the clicked cell becomes the tab stop. */
export const RowClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await renderedGrid(canvasElement);
    await userEvent.click(canvas.getAllByRole('gridcell', { name: 'Marriott' })[0] as HTMLElement);
    await expect(args.onRowAction).toHaveBeenCalledWith(fifty[4]);
    await expect(focusedRowIndex()).toBe('6');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedRowIndex()).toBe('7');
  },
};

function SortableGrid(props: DataGridProps<Transaction>) {
  const [sort, setSort] = useState<SortDescriptor | undefined>();
  const rows = useMemo(() => sortTransactions(props.rows, sort), [props.rows, sort]);
  return (
    <DataGrid
      {...props}
      rows={rows}
      sortDescriptor={sort}
      onSortChange={(next) => {
        props.onSortChange?.(next);
        setSort(next);
      }}
    />
  );
}

/** Enter on a sortable header sorts; `aria-sort` follows, the order is announced and focus stays on the header. */
export const Sorting: Story = {
  args: { onSortChange: fn() },
  render: (args) => <SortableGrid {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('columnheader', { name: 'Amount' });
    await expect(amount).not.toHaveAttribute('aria-sort');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{End}');
    await expect(amount).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'amount', direction: 'ascending' });
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(amount).toHaveFocus();
    await waitFor(() => expect(liveRegionText()).toContain('Sorted by Amount, ascending'));
    const smallest = Math.min(...fifty.map((row) => row.amount));
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent(money.format(smallest));

    await userEvent.keyboard('{ArrowUp} ');
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await expect(amount).toHaveFocus();
    await waitFor(() => expect(liveRegionText()).toContain('Sorted by Amount, descending'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');
    const cardholder = canvas.getByRole('columnheader', { name: 'Cardholder' });
    await expect(cardholder).toHaveAttribute('aria-sort', 'ascending');
    await expect(amount).not.toHaveAttribute('aria-sort');
    // A header that is not sortable does nothing on Enter.
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Category' })).not.toHaveAttribute('aria-sort');
    await expect(args.onSortChange).toHaveBeenCalledTimes(3);
  },
};

const allTransactions = makeTransactions(1234);

function PagedGrid({ fixedPageSize, ...props }: DataGridProps<Transaction> & { fixedPageSize?: number }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(fixedPageSize ?? 50);
  const rows = allTransactions.slice((page - 1) * pageSize, page * pageSize);
  return (
    <DataGrid
      {...props}
      rows={rows}
      pagination={{
        page,
        pageSize,
        pageSizeOptions: [25, 50, 100],
        totalCount: allTransactions.length,
        onPageChange: setPage,
        onPageSizeChange: fixedPageSize
          ? undefined
          : (size) => {
              setPageSize(size);
              setPage(1);
            },
      }}
    />
  );
}

/** Server paging: the grid shows one page; paging keeps a single tab stop on the new page's first row. */
export const ServerPaging: Story = {
  render: (args) => <PagedGrid {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = await renderedGrid(canvasElement);
    await expect(grid).toHaveAttribute('aria-rowcount', '51');
    await userEvent.tab();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(Number(focusedRowIndex())).toBeGreaterThan(2), scrolled);

    // The Pagination control loads with the first paged grid.
    const nav = await canvas.findByRole('navigation', { name: 'Transactions pages' });
    await userEvent.tab(); // page size
    await expect(within(nav).getByRole('combobox', { name: 'Rows per page' })).toHaveFocus();
    await userEvent.tab(); // Page 1
    await userEvent.tab(); // Page 2
    await userEvent.keyboard('{Enter}');
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(liveRegionText()).toContain('Page 2 of 25'));
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent('11/23/2026'));

    await userEvent.tab({ shift: true }); // Previous, now enabled
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(focusedRowIndex()).toBe('2'), scrolled);
    await expect(document.activeElement).toHaveTextContent('11/23/2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(allTransactions[50]);
    await expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  },
};

/** Pages of 100 at the tallest product size. */
export const ServerPagingHundredPerPage: Story = {
  args: { height: 700 },
  render: (args) => <PagedGrid {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Rows per page' }), '100');
    const grid = canvas.getByRole('grid');
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '101'));
    await expect(canvas.getByRole('button', { name: 'Page 13' })).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedRowIndex()).toBe('101'), scrolled);
  },
};

/** Fixed pages of 10 (no page-size choice), as on short lists: PageDown stops at the last row of the page. */
export const PagesOfTen: Story = {
  args: { height: 500 },
  render: (args) => <PagedGrid {...args} fixedPageSize={10} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await renderedGrid(canvasElement);
    await expect(grid).toHaveAttribute('aria-rowcount', '11');
    await canvas.findByRole('navigation', { name: 'Transactions pages' });
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(focusedRowIndex()).toBe('11'), scrolled);
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedRowIndex()).toBe('11');
    await userEvent.tab();
    await userEvent.tab(); // Page 2 (Previous is disabled)
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent('11/11/2026'));
    await expect(canvas.getByText('11–20 of 1,234')).toBeInTheDocument();
  },
};

/** While loading: skeleton rows hidden from assistive technology, `aria-busy`, the header still reachable. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const grid = await renderedGrid(canvasElement);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(grid).toHaveAttribute('aria-rowcount', '1');
    await expect(within(grid).getAllByRole('row')).toHaveLength(1);
    await expect(grid.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    await userEvent.tab();
    await expect(document.activeElement).toHaveRole('columnheader');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent('Merchant');
  },
};

function LoadingThenRows(props: DataGridProps<Transaction>) {
  const [isLoading, setLoading] = useState(false);
  return (
    <DataGrid
      {...props}
      isLoading={isLoading}
      toolbar={
        <Button variant="secondary" size="sm" onPress={() => setLoading((value) => !value)}>
          {isLoading ? 'Show rows' : 'Reload'}
        </Button>
      }
    />
  );
}

/** Rows leave for skeletons and come back; focus in the grid is kept on the header throughout. */
export const LoadingKeepsFocus: Story = {
  render: (args) => <LoadingThenRows {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent('Merchant');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(grid).not.toHaveAttribute('aria-busy');
    await userEvent.tab();
    await expect(document.activeElement).toHaveTextContent('Merchant');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedRowIndex()).toBe('2');
  },
};

/** No rows: the empty state shows under the header, which keeps the tab stop. */
export const Empty: Story = {
  args: { rows: [], emptyState: 'No transactions match these filters.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await expect(canvas.getByText('No transactions match these filters.')).toBeVisible();
    await expect(grid).toHaveAttribute('aria-rowcount', '1');
    await userEvent.tab();
    await expect(document.activeElement).toHaveTextContent('Date');
    await userEvent.keyboard('{ArrowDown}{PageDown}');
    await expect(document.activeElement).toHaveRole('columnheader');
  },
};

/** A paged grid whose filter leaves no rows (the button stands in for a host's filter). */
function FilteredToNothing(props: DataGridProps<Transaction>) {
  const [filtered, setFiltered] = useState(false);
  const rows = filtered ? [] : allTransactions.slice(0, 50);
  return (
    <DataGrid
      {...props}
      rows={rows}
      emptyState="No transactions match these filters."
      toolbar={
        <Button variant="secondary" size="sm" onPress={() => setFiltered(true)}>
          Filter out everything
        </Button>
      }
      pagination={{ page: 1, pageSize: 50, totalCount: filtered ? 0 : allTransactions.length, onPageChange: fn() }}
    />
  );
}

/** No rows under server paging: the empty state, and no pages or "0–0 of 0" range under it. */
export const EmptyServerPaging: Story = {
  render: (args) => <FilteredToNothing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The Pagination control loads with the first paged grid.
    await canvas.findByRole('navigation', { name: 'Transactions pages' });
    await userEvent.click(canvas.getByRole('button', { name: 'Filter out everything' }));
    await expect(await canvas.findByText('No transactions match these filters.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Transactions pages' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/of 0/)).not.toBeInTheDocument();
  },
};

/** 100,000 rows: only the visible range is in the DOM, indices stay absolute, Ctrl+End reaches the last row. */
export const HundredThousandRows: Story = {
  args: { rows: hundredThousand, height: 600 },
  play: async ({ canvasElement, args }) => {
    const grid = await renderedGrid(canvasElement);
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    await expect(grid.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(60);
    await userEvent.tab();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(Number(focusedRowIndex())).toBeGreaterThan(10), scrolled);
    const afterPage = Number(focusedRowIndex());
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(focusedRowIndex()).toBe('2'), scrolled);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedRowIndex()).toBe('100001'), scrolled);
    await expect(document.activeElement).toHaveRole('gridcell');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(hundredThousand[99_999]);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(focusedRowIndex()).toBe('99999');
    await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowDown}');
    await waitFor(() => expect(focusedRowIndex()).toBe('2'), scrolled);
    await expect(afterPage).toBeGreaterThan(2);
    await expect(grid.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(60);
  },
};

/** A switch rendered inside a cell (the Switch component will replace this native one). */
function ActiveSwitch({ row, onToggle }: { row: Transaction; onToggle: (id: number) => void }) {
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <input type="checkbox" role="switch" checked={row.active} onChange={() => onToggle(row.id)} />
      {row.active ? 'On' : 'Off'}
    </label>
  );
}

function SwitchGrid(props: DataGridProps<Transaction>) {
  const [rows, setRows] = useState(() => makeTransactions(30));
  const toggle = (id: number) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, active: !row.active } : row)));
  const withSwitch: Column<Transaction>[] = [
    ...columns.slice(0, 3),
    {
      key: 'active',
      header: 'Card active',
      width: 120,
      cellAction: 'none',
      render: (row) => <ActiveSwitch row={row} onToggle={toggle} />,
      csvValue: (row) => (row.active ? 'yes' : 'no'),
    },
    ...columns.slice(5),
  ];
  return <DataGrid {...props} columns={withSwitch} rows={rows} />;
}

/** A status-switch column: Enter moves into the switch, Space toggles it without running the row, Escape returns. */
export const StatusSwitchColumn: Story = {
  render: (args) => <SwitchGrid {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = await renderedGrid(canvasElement);
    // The switches are not tab stops of their own: one Tab enters the grid, the next leaves it.
    await expect(grid.querySelectorAll('input[tabindex="-1"]').length).toBeGreaterThan(5);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const cell = document.activeElement as HTMLElement;
    await expect(cell).toHaveRole('gridcell');
    const toggle = within(cell).getByRole('switch', { name: 'On' });
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(cell).getByRole('switch', { name: 'Off' })).not.toBeChecked();
    await expect(toggle).toHaveFocus(); // focus survives the re-render of the row
    await expect(args.onRowAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(cell).toHaveFocus();
    await userEvent.keyboard('{F2}');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{F2}{ArrowDown}');
    await expect(focusedRowIndex()).toBe('3');
    await expect(focusedColumn()).toBe(3);
    // A click on a switch toggles it and does not open the row; a click elsewhere in the row does.
    const [, , third] = canvas.getAllByRole('switch');
    if (third) await userEvent.click(third);
    await expect(args.onRowAction).not.toHaveBeenCalled();
    await userEvent.click(canvas.getAllByRole('gridcell', { name: 'AWS' })[0] as HTMLElement);
    await expect(args.onRowAction).toHaveBeenCalledOnce();
  },
};

function UpdatingGrid(props: DataGridProps<Transaction>) {
  const [rows, setRows] = useState(fifty);
  return (
    <DataGrid
      {...props}
      rows={rows}
      onRowAction={(row) => {
        props.onRowAction?.(row);
        // Every row is replaced by a new object, as a refetch would.
        setRows((current) => current.map((item) => ({ ...item, opened: item.opened + (item.id === row.id ? 1 : 0) })));
      }}
    />
  );
}

/** Rows replaced by new objects (a refetch): focus stays on the same cell. */
export const FocusSurvivesUpdates: Story = {
  render: (args) => <UpdatingGrid {...args} />,
  play: async ({ canvasElement, args }) => {
    await renderedGrid(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    const before = document.activeElement;
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);
    await expect(focusedRowIndex()).toBe('4');
    await expect(focusedColumn()).toBe(1);
    await expect(document.activeElement).toBe(before);
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid).toContainElement(document.activeElement as HTMLElement);
  },
};

function ReplacingGrid(props: DataGridProps<Transaction>) {
  const [offset, setOffset] = useState(0);
  return (
    <DataGrid
      {...props}
      rows={makeTransactions(50, offset)}
      onRowAction={(row) => {
        props.onRowAction?.(row);
        // Entirely new rows with new ids, as after sorting on the server or a new page.
        setOffset((current) => current + 1000);
      }}
    />
  );
}

/** Every rendered row is replaced by a row with another id: focus moves to the cell now at the same place. */
export const FocusSurvivesNewRows: Story = {
  render: (args) => <ReplacingGrid {...args} />,
  play: async ({ canvasElement, args }) => {
    const grid = await renderedGrid(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent('AWS');
    const before = document.activeElement;
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await waitFor(() => expect(grid).toContainElement(document.activeElement as HTMLElement));
    await expect(document.activeElement).not.toBe(before);
    await expect(focusedRowIndex()).toBe('4');
    await expect(focusedColumn()).toBe(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1003 }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedRowIndex()).toBe('5');
  },
};

function ExportToolbarGrid(props: DataGridProps<Transaction> & { onExport: (csv: string) => void }) {
  const { onExport, ...gridProps } = props;
  return (
    <DataGrid
      {...gridProps}
      toolbar={
        <Button variant="secondary" size="sm" onPress={() => onExport(toCsv(gridProps.columns, gridProps.rows))}>
          Export CSV
        </Button>
      }
    />
  );
}

/** A toolbar above the grid; the export writes the rows with `toCsv` (hosts pass it to `downloadCsv`). */
export const ToolbarWithExport: Story = {
  args: { rows: fifty.slice(0, 3) },
  render: (args) => <ExportToolbarGrid {...args} onExport={onExport} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onExport).toHaveBeenCalledWith(
      'Date,Merchant,Category,Cardholder,Card,Status,Amount\r\n' +
        '11/01/2026,Delta Air Lines,Travel,Ana Ruiz,•••• 1000,Settled,0.99\r\n' +
        '11/02/2026,Staples,Office,Ben Okafor,•••• 1037,Pending,80.18\r\n' +
        '11/03/2026,AWS,Software,Chen Wei,•••• 1074,Declined,159.37',
    );
    await userEvent.tab();
    await expect(focusedRowIndex()).toBe('2');
  },
};
const onExport = fn();

/** The product's three heights: the frame is exactly as tall and PageDown moves about one screen of rows. */
function heightStory(height: number): Story {
  return {
    args: { rows: hundredThousand, height },
    play: async ({ canvasElement }) => {
      const grid = await renderedGrid(canvasElement);
      const scroller = grid.closest('[data-virtuoso-scroller]') as HTMLElement;
      await expect(scroller.getBoundingClientRect().height).toBe(height - 2);
      await userEvent.tab();
      await userEvent.keyboard('{PageDown}');
      const expected = Math.floor((height - 40) / 36) - 1 + 2;
      await waitFor(() => expect(focusedRowIndex()).toBe(String(expected)), scrolled);
      const cell = document.activeElement as HTMLElement;
      const box = scroller.getBoundingClientRect();
      await waitFor(() => expect(cell.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.bottom + 1), scrolled);
      await expect(cell.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.top + 40 - 1);
    },
  };
}
export const Height500 = heightStory(500);
export const Height600 = heightStory(600);
export const Height700 = heightStory(700);

/** 320 px wide: the grid scrolls sideways inside its frame; keyboard moves bring cells into view. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const grid = await renderedGrid(canvasElement);
    const scroller = grid.closest('[data-virtuoso-scroller]') as HTMLElement;
    await expect(scroller.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(focusedColumn()).toBe(6);
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0), scrolled);
  },
};
