import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.js';

/** Keeps page and page size in state, as a host screen would. */
function PagedList(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
      onPageSizeChange={(size) => {
        props.onPageSizeChange?.(size);
        setPageSize(size);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    page: 1,
    pageSize: 50,
    totalCount: 1234,
    pageSizeOptions: [25, 50, 100],
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  render: (args) => <PagedList {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const liveRegionText = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';

/** Next with the keyboard: the new page is marked current, the range updates and the change is announced. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByText('1–50 of 1,234')).toBeInTheDocument();
    await userEvent.tab(); // page-size select
    await userEvent.tab(); // Page 1 (Previous is disabled)
    await userEvent.tab(); // Page 2
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('51–100 of 1,234')).toBeInTheDocument();
    await waitFor(() => expect(liveRegionText()).toContain('Page 2 of 25'));
  },
};

/** Choosing another page size reports it and goes back to the first page. */
export const ChangePageSize: Story = {
  args: { page: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Rows per page' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '100');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(100);
    await expect(select).toHaveValue('100');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('1–100 of 1,234')).toBeInTheDocument();
    await waitFor(() => expect(liveRegionText()).toContain('Page 1 of 13'));
  },
};

/** Many pages: first, last and the neighbours of the current page, with gaps for the rest. */
export const ManyPages: Story = {
  args: { page: 10, pageSize: 10, totalCount: 1000, pageSizeOptions: [10] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = canvas.getAllByRole('button', { name: /^Page / }).map((button) => button.getAttribute('aria-label'));
    await expect(names).toEqual(['Page 1', 'Page 9', 'Page 10', 'Page 11', 'Page 100']);
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Reaching the last page disables Next; focus moves to the current page instead of being lost. */
export const LastPage: Story = {
  args: { page: 24 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(25);
    await expect(next).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Page 25' })).toHaveFocus());
    await expect(canvas.getByText('1,201–1,234 of 1,234')).toBeInTheDocument();
  },
};

/** Without `onPageSizeChange` there is no page-size select; a single page disables both arrows. */
export const SinglePageWithoutPageSize: Story = {
  args: { totalCount: 8, pageSize: 10, onPageSizeChange: undefined },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
  },
};

/** No items at all: no range ("0–0 of 0" says nothing), and nowhere to go. */
export const Empty: Story = {
  args: { totalCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).not.toHaveTextContent(/of 0/);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Texts passed in by the host. */
export const CustomLabels: Story = {
  args: {
    labels: {
      navigation: 'Transactions pages',
      pageSize: 'Per page',
      summary: (first, last, total) => `Showing ${first} to ${last} of ${total} transactions`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Transactions pages' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Per page' })).toBeInTheDocument();
    await expect(canvas.getByText('Showing 1 to 50 of 1,234 transactions')).toBeInTheDocument();
  },
};

/** 320 px wide: the parts wrap and stay within the width; keyboard paging still works. */
export const NarrowViewport: Story = {
  args: { page: 5, pageSize: 10, totalCount: 500, pageSizeOptions: [10, 25, 50] },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expect(window.innerWidth).toBe(320);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    canvas.getByRole('button', { name: 'Previous' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  },
};
