// What a screen of scrolled-in rows costs the browser (issue 44 item 11, bench/README.md): scrolling a
// million rows, every frame lays out a new screen of rows, so the grid adds nothing a plain table lacks
// that is laid out, styled or rendered per row: no cell is a scroll container, and the rows beyond each
// edge (there for the arrow keys) are rendered only while focus is in the grid.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataGrid, ThemeProvider } from 'spend-ui';
import { makePayments, paymentColumns, type Payment } from '../../components/DataGrid/storyFixtures.js';

const HEIGHT = 400;
const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 40;

function renderGrid() {
  render(
    <ThemeProvider>
      <div style={{ width: 150 }}>
        <DataGrid<Payment>
          aria-label="Payments"
          columns={narrowColumns}
          rows={rows}
          getRowId={(row) => row.id}
          height={HEIGHT}
          rowHeight={ROW_HEIGHT}
        />
      </div>
    </ThemeProvider>,
  );
  return screen.getByRole('grid', { name: 'Payments' });
}

/** References longer than any column here. */
const rows = makePayments(1000).map((row) => ({ ...row, reference: `${row.reference}, paid by the card ending 4242` }));

/** Columns too narrow for their text: every cell ends in an ellipsis. */
const narrowColumns = paymentColumns.map((column) => ({ ...column, width: 64 }));

/** The first body row rendered (1-based) and how many are. */
function renderedRows(grid: HTMLElement) {
  const rendered = grid.querySelectorAll('tbody tr[aria-rowindex]');
  return { first: Number(rendered[0]?.getAttribute('aria-rowindex')) - 1, count: rendered.length };
}

describe('DataGrid rows as cheap to lay out as a plain table', () => {
  afterEach(cleanup);

  it('clips a cell without making it a scroll container', async () => {
    const grid = renderGrid();
    const cell = await waitFor(() => {
      const first = grid.querySelector<HTMLTableCellElement>('td[role="gridcell"]');
      if (!first) throw new Error('no body cell yet');
      return first;
    });
    // Its text is wider than the column leaves it.
    const text = document.createRange();
    text.selectNodeContents(cell);
    expect(text.getBoundingClientRect().width).toBeGreaterThan(cell.clientWidth - 24 + 10);
    // A scroll container's content can be scrolled (by script, find-in-page or focus); a clipped cell's cannot.
    cell.scrollLeft = 10;
    expect(cell.scrollLeft).toBe(0);
    expect(getComputedStyle(cell).textOverflow).toBe('ellipsis');
  });

  it('renders the rows beyond each edge only while focus is in the grid', async () => {
    const grid = renderGrid();
    const scroller = grid.closest<HTMLElement>('[data-virtuoso-scroller]');
    if (!scroller) throw new Error('no scroller');
    // Five rows down: body rows 6 to 15 are in view (the viewport holds 9.9 rows).
    scroller.scrollTop = 5 * ROW_HEIGHT;
    const inView = Math.ceil((HEIGHT - 2 - HEADER_HEIGHT) / ROW_HEIGHT);
    await waitFor(() => expect(renderedRows(grid)).toEqual({ first: 6, count: inView }));
    grid.querySelector<HTMLElement>('tr[aria-rowindex="8"] td')?.focus();
    // Two more above and two more below.
    await waitFor(() => expect(renderedRows(grid)).toEqual({ first: 4, count: inView + 4 }));
  });
});
