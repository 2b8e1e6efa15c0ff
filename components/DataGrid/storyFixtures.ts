// Rows and helpers the DataGrid's story files share (not a story file itself).
import { expect, waitFor, within } from 'storybook/test';
import type { Column } from './column.js';

export interface Payment {
  id: number;
  reference: string;
  payee: string;
  amount: string;
}

export function makePayments(count: number, offset = 0): Payment[] {
  const payees = ['Staples', 'AWS', 'Uber', 'Zoom'];
  return Array.from({ length: count }, (_, i) => ({
    id: offset + i + 1,
    reference: `Payment ${offset + i + 1}`,
    payee: payees[(offset + i) % payees.length] ?? '',
    amount: `$${((offset + i) % 97) + 1}.00`,
  }));
}

export const paymentColumns: Column<Payment>[] = [
  { key: 'reference', header: 'Reference', width: 160 },
  { key: 'payee', header: 'Payee', width: 140 },
  { key: 'amount', header: 'Amount', width: 120, align: 'end' },
];

/** Scrolling a virtualised list then rendering can take a few frames on a busy machine. */
export const scrolled = { timeout: 10_000 };

/** The polite live region's text (react-aria's announcer). */
export const liveRegionText = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';

/** The grid in the story, once its first body row is rendered. */
export async function renderedGrid(canvasElement: HTMLElement, options = scrolled) {
  const grid = within(canvasElement).getByRole('grid');
  await waitFor(() => expect(grid.querySelector('tbody tr[aria-rowindex]')).not.toBeNull(), options);
  return grid;
}
