// A person holds ArrowDown (or presses Ctrl+End) on a grid whose virtualiser has not yet measured its
// viewport: on a busy machine its first measurement comes frames after the first rows are committed. Every
// press still counts, and focus ends on the row it names once the virtualiser catches up.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataGrid, ThemeProvider } from 'spend-ui';
import { makePayments, paymentColumns, type Payment } from '../../components/DataGrid/storyFixtures.js';

const focusedRowIndex = () => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex');

function renderGrid(rowCount: number) {
  render(
    <ThemeProvider>
      <DataGrid<Payment>
        aria-label="Payments"
        columns={paymentColumns}
        rows={makePayments(rowCount)}
        getRowId={(row) => row.id}
        height={400}
      />
    </ThemeProvider>,
  );
  return screen.getByRole('grid', { name: 'Payments' });
}

/** The first body cell, focused in the same task as the grid's first commit (no frame has run yet). */
function focusFirstCell(grid: HTMLElement) {
  const first = grid.querySelector<HTMLElement>('tr[aria-rowindex="2"] td');
  if (!first) throw new Error('The first screen of rows is rendered with the first commit.');
  first.focus();
  expect(first).toHaveFocus();
}

describe('DataGrid keys pressed before the virtualiser has measured its viewport', () => {
  afterEach(cleanup);

  it.each([51, 52, 1000])('ArrowDown held from the first row of %i reaches the last row', async (rowCount) => {
    const grid = renderGrid(rowCount);
    focusFirstCell(grid);
    const presses = Math.min(rowCount + 5, 60);
    // Each keydown is dispatched and its update committed at once: all of them within this one task.
    for (let pressed = 0; pressed < presses; pressed += 1) {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowDown' });
    }
    // From body row 1, one row per press, up to the last; its aria-rowindex counts the header.
    const expected = Math.min(rowCount, 1 + presses) + 1;
    await waitFor(() => expect(focusedRowIndex()).toBe(String(expected)), { timeout: 10_000 });
    expect(grid).toContainElement(document.activeElement as HTMLElement);
  });

  it.each([51, 100_000, 1_000_000])(
    'Ctrl+End from the first row of %i reaches the last cell of the last row',
    async (rowCount) => {
      const grid = renderGrid(rowCount);
      focusFirstCell(grid);
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'End', ctrlKey: true });
      await waitFor(() => expect(focusedRowIndex()).toBe(String(rowCount + 1)), { timeout: 10_000 });
      expect((document.activeElement as HTMLTableCellElement).cellIndex).toBe(paymentColumns.length - 1);
    },
  );
});
