// The benchmark page: one of two variants (?variant=datagrid | plain) over the same 100,000 rows ×
// 8 columns with 36 px rows, driven by bench/run.mjs through the functions on `window.spendBench`.
import { createRoot } from 'react-dom/client';
import { TableVirtuoso } from 'react-virtuoso';
import { DataGrid, GlobalStyles, ThemeProvider, type Column } from 'spend-ui';

interface BenchRow {
  id: number;
  date: string;
  merchant: string;
  category: string;
  cardholder: string;
  card: string;
  amount: string;
  status: string;
}

const keys = ['id', 'date', 'merchant', 'category', 'cardholder', 'card', 'amount', 'status'] as const;
const ROW_COUNT = 100_000;
const HEIGHT = 600;
const ROW_HEIGHT = 36;

const merchants = ['Delta Air Lines', 'Staples', 'AWS', 'Uber', 'Marriott', 'Office Depot', 'Zoom', 'Shell'];
const rows: BenchRow[] = Array.from({ length: ROW_COUNT }, (_, n) => ({
  id: n + 1,
  date: `11/${String((n % 28) + 1).padStart(2, '0')}/2026`,
  merchant: merchants[n % merchants.length] ?? '',
  category: ['Travel', 'Office', 'Software', 'Transport'][n % 4] ?? '',
  cardholder: ['Ana Ruiz', 'Ben Okafor', 'Chen Wei', 'Dana Smith', 'Eli Cohen'][n % 5] ?? '',
  card: `•••• ${1000 + ((n * 37) % 9000)}`,
  amount: ((((n * 7919) % 100000) + 99) / 100).toFixed(2),
  status: ['Settled', 'Pending', 'Declined'][n % 3] ?? '',
}));

const columns: Column<BenchRow>[] = keys.map((key) => ({ key, header: key.toUpperCase() }));

function Plain() {
  return (
    <div className="plain-table">
      <TableVirtuoso
        style={{ height: HEIGHT }}
        data={rows}
        fixedItemHeight={ROW_HEIGHT}
        fixedHeaderContent={() => (
          <tr>
            {keys.map((key) => (
              <th key={key}>{key.toUpperCase()}</th>
            ))}
          </tr>
        )}
        itemContent={(_, row) => keys.map((key) => <td key={key}>{String(row[key])}</td>)}
      />
    </div>
  );
}

function Grid() {
  return (
    <DataGrid
      aria-label="Benchmark rows"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      height={HEIGHT}
      rowHeight={ROW_HEIGHT}
      onRowAction={() => {}}
    />
  );
}

const variant = new URLSearchParams(location.search).get('variant') === 'datagrid' ? 'datagrid' : 'plain';
const container = document.getElementById('root') as HTMLElement;
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

function firstDataRow(): Element | null {
  return container.querySelector('tbody tr td:not([style])');
}

/** Renders the variant; resolves with ms from render() to the frame after the first row was in the DOM. */
async function mount(): Promise<number> {
  const start = performance.now();
  createRoot(container).render(
    <ThemeProvider>
      <GlobalStyles />
      {variant === 'datagrid' ? <Grid /> : <Plain />}
    </ThemeProvider>,
  );
  for (;;) {
    await nextFrame();
    if (firstDataRow()) break;
  }
  // The row was in the DOM when that frame was produced; the next frame starts after it was painted.
  const painted = await nextFrame();
  return painted - start;
}

/** Every node (elements and text) under the mounted component. */
function domNodeCount(): number {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_ALL);
  let count = 0;
  while (walker.nextNode()) count += 1;
  return count;
}

/** Scrolls top to bottom in `steps` steps, one per animation frame; returns the frame durations in ms. */
async function sweep(steps: number): Promise<number[]> {
  const scroller = container.querySelector<HTMLElement>('[data-virtuoso-scroller]');
  if (!scroller) throw new Error('no scroller');
  scroller.scrollTop = 0;
  await nextFrame();
  let previous = await nextFrame();
  const max = scroller.scrollHeight - scroller.clientHeight;
  const durations: number[] = [];
  for (let step = 1; step <= steps; step += 1) {
    scroller.scrollTop = Math.round((max * step) / steps);
    const now = await nextFrame();
    durations.push(now - previous);
    previous = now;
  }
  return durations;
}

declare global {
  interface Window {
    spendBench: {
      variant: string;
      mount: typeof mount;
      domNodeCount: typeof domNodeCount;
      sweep: typeof sweep;
      renderedRows: () => number;
    };
  }
}

window.spendBench = {
  variant,
  mount,
  domNodeCount,
  sweep,
  renderedRows: () => container.querySelectorAll('tbody tr').length,
};
