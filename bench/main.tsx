// The benchmark page: one of two variants (?variant=datagrid | plain) over the same rows (?rows=, default
// 100,000) × 8 columns with 36 px rows, driven by bench/run.mjs through the functions on `window.spendBench`.
// ?case=pinned: 375 px wide with the first column pinned (the plain table pins it with CSS sticky);
// ?case=selection: a checkbox column, both selecting all rows on `selectAll()`.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { TableVirtuoso } from 'react-virtuoso';
import { DataGrid, GlobalStyles, ThemeProvider, sortRows, type Column } from 'spend-ui';

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
const params = new URLSearchParams(location.search);
const ROW_COUNT = Number(params.get('rows') ?? 100_000);
const benchCase = params.get('case') ?? 'scroll';
const isPinned = benchCase === 'pinned';
const hasSelection = benchCase === 'selection';
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

const columns: Column<BenchRow>[] = keys.map((key) => ({ key, header: key.toUpperCase(), minWidth: 110 }));

/** What the page's controls do to the mounted variant: set its rows (sorted) or select every row. */
const control = { setRows: (_rows: BenchRow[]) => {}, selectAll: () => {} };

// Pinned like the grid: sticky first column on an opaque background.
const pinnedStyle = { position: 'sticky', left: 0, background: '#fff', zIndex: 1 } as const;

function Plain() {
  const [data, setData] = useState(rows);
  const [allSelected, setAllSelected] = useState(false);
  useEffect(() => {
    control.setRows = setData;
    control.selectAll = () => setAllSelected(true);
  }, []);
  return (
    <div className="plain-table" style={{ width: isPinned ? 375 : undefined }}>
      <TableVirtuoso
        style={{ height: HEIGHT }}
        data={data}
        fixedItemHeight={ROW_HEIGHT}
        fixedHeaderContent={() => (
          <tr>
            {hasSelection && (
              <th>
                <input type="checkbox" aria-label="Select all" checked={allSelected} readOnly />
              </th>
            )}
            {keys.map((key, index) => (
              <th key={key} style={isPinned && index === 0 ? pinnedStyle : { minWidth: 110 }}>
                {key.toUpperCase()}
              </th>
            ))}
          </tr>
        )}
        itemContent={(_, row) => [
          hasSelection && (
            <td key="select">
              <input type="checkbox" aria-label="Select" checked={allSelected} readOnly />
            </td>
          ),
          ...keys.map((key, index) => (
            <td key={key} style={isPinned && index === 0 ? pinnedStyle : undefined}>
              {String(row[key])}
            </td>
          )),
        ]}
      />
    </div>
  );
}

function Grid() {
  const [data, setData] = useState(rows);
  useEffect(() => {
    control.setRows = setData;
    control.selectAll = () => container.querySelector<HTMLInputElement>('th input[data-select]')?.click();
  }, []);
  return (
    <div style={{ width: isPinned ? 375 : undefined }}>
      <DataGrid
        aria-label="Benchmark rows"
        columns={columns}
        rows={data}
        getRowId={(row) => row.id}
        height={HEIGHT}
        rowHeight={ROW_HEIGHT}
        onRowAction={() => {}}
        isFirstColumnPinned={isPinned}
        selectionMode={hasSelection ? 'multiple' : 'none'}
      />
    </div>
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

/**
 * Scrolls top to bottom (in the pinned case: start to end and back, one row band at a time down the
 * rows) in `steps` steps, one per animation frame; returns the frame durations in ms.
 */
async function sweep(steps: number): Promise<number[]> {
  const scroller = container.querySelector<HTMLElement>('[data-virtuoso-scroller]');
  if (!scroller) throw new Error('no scroller');
  scroller.scrollTop = 0;
  await nextFrame();
  let previous = await nextFrame();
  const max = scroller.scrollHeight - scroller.clientHeight;
  const maxInline = scroller.scrollWidth - scroller.clientWidth;
  const durations: number[] = [];
  for (let step = 1; step <= steps; step += 1) {
    if (isPinned) {
      // Sideways across the whole width every 20 steps, while moving down a little.
      const phase = (step % 20) / 20;
      scroller.scrollLeft = Math.round(maxInline * (phase <= 0.5 ? phase * 2 : 2 - phase * 2));
      scroller.scrollTop = Math.round((max * step) / (steps * 20));
    } else {
      scroller.scrollTop = Math.round((max * step) / steps);
    }
    const now = await nextFrame();
    durations.push(now - previous);
    previous = now;
  }
  return durations;
}

/** Milliseconds of the longest main-thread task while `work` runs, and from its start to the painted result. */
async function timed(work: () => Promise<void> | void): Promise<{ totalMs: number; longestTaskMs: number }> {
  let longestTaskMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const start = performance.now();
  await work();
  await nextFrame();
  const painted = await nextFrame();
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return { totalMs: painted - start, longestTaskMs };
}

/** Sorts every row by amount: the grid through `sortRows` (a Worker), the plain table on the main thread. */
function sortByAmount() {
  return timed(async () => {
    const sorted =
      variant === 'datagrid'
        ? await sortRows(rows, (row) => Number(row.amount), 'descending')
        : [...rows].sort((a, b) => Number(b.amount) - Number(a.amount) || a.id - b.id);
    flushSync(() => control.setRows(sorted));
  });
}

/** Selects every row (the grid's header checkbox; the plain table's one flag) and paints it. */
function selectAll() {
  return timed(() => {
    flushSync(() => control.selectAll());
  });
}

declare global {
  interface Window {
    spendBench: {
      variant: string;
      mount: typeof mount;
      domNodeCount: typeof domNodeCount;
      sweep: typeof sweep;
      sortByAmount: typeof sortByAmount;
      selectAll: typeof selectAll;
      renderedRows: () => number;
    };
  }
}

window.spendBench = {
  variant,
  mount,
  domNodeCount,
  sweep,
  sortByAmount,
  selectAll,
  renderedRows: () => container.querySelectorAll('tbody tr').length,
};
