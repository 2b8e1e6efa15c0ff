// The benchmark page: one variant (?variant=datagrid | plain | tanstack | aggrid | muix) over the same rows
// (?rows=, default 100,000) × 8 columns with 36 px rows, driven by bench/run.mjs through the functions on
// `window.spendBench`. ?case=pinned: 375 px wide with the first column pinned (the plain table pins it with
// CSS sticky); ?case=selection: a checkbox column, every variant selecting all rows on `selectAll()`.
// The rival grids (bench/rivals/) are loaded only when asked for, from bench/node_modules (see README.md).
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { TableVirtuoso } from 'react-virtuoso';
import { DataGrid, GlobalStyles, ThemeProvider, sortRows, type Column } from 'spend-ui';
import {
  HEIGHT,
  ROW_HEIGHT,
  boxStyle,
  byAmountDescending,
  control,
  hasSelection,
  isPinned,
  keys,
  rows,
  type BenchRow,
  type BenchVariant,
} from './shared.js';

const columns: Column<BenchRow>[] = keys.map((key) => ({ key, header: key.toUpperCase(), minWidth: 110 }));

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
    <div className="plain-table" style={boxStyle}>
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
    <div style={boxStyle}>
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

const virtuosoVariant = (Table: BenchVariant['Table']): BenchVariant => ({
  Table,
  firstCell: 'tbody tr td:not([style])',
  row: 'tbody tr',
  scroller: '[data-virtuoso-scroller]',
});
const ownVariants: Record<string, BenchVariant> = { plain: virtuosoVariant(Plain), datagrid: virtuosoVariant(Grid) };
/** The rival grids, each a chunk of its own built against bench/node_modules (not type-checked by the root). */
const rivalModules = import.meta.glob<{ variant: BenchVariant }>('./rivals/*.tsx');

const requested = new URLSearchParams(location.search).get('variant') ?? 'plain';
const variant = requested in ownVariants || `./rivals/${requested}.tsx` in rivalModules ? requested : 'plain';
const container = document.getElementById('root') as HTMLElement;
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function loadVariant(): Promise<BenchVariant> {
  const own = ownVariants[variant];
  if (own) return own;
  const load = rivalModules[`./rivals/${variant}.tsx`];
  if (!load) throw new Error(`no variant ${variant}`);
  return (await load()).variant;
}

/** Renders the variant; resolves with ms from render() to the frame after the first row was in the DOM. */
async function mount({ Table, firstCell }: BenchVariant): Promise<number> {
  const start = performance.now();
  createRoot(container).render(
    <ThemeProvider>
      <GlobalStyles />
      <Table />
    </ThemeProvider>,
  );
  for (;;) {
    await nextFrame();
    if (container.querySelector(firstCell)) break;
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
async function sweep(bench: BenchVariant, steps: number): Promise<number[]> {
  const scroller = container.querySelector<HTMLElement>(bench.scroller);
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

/**
 * Sorts every row by amount: the grid through `sortRows` (a Worker), the plain table on the main thread,
 * the rival grids with their own sorting.
 */
function sortByAmount() {
  return timed(async () => {
    if (variant !== 'datagrid' && variant !== 'plain') return await flushSync(() => control.sortByAmount());
    const sorted =
      variant === 'datagrid'
        ? await sortRows(rows, (row) => Number(row.amount), 'descending')
        : [...rows].sort(byAmountDescending);
    flushSync(() => control.setRows(sorted));
  });
}

/** Selects every row (a grid's header checkbox or API; the plain table's one flag) and paints it. */
function selectAll() {
  return timed(async () => {
    await flushSync(() => control.selectAll());
  });
}

declare global {
  interface Window {
    spendBench?: {
      variant: string;
      mount: () => Promise<number>;
      domNodeCount: typeof domNodeCount;
      sweep: (steps: number) => Promise<number[]>;
      sortByAmount: typeof sortByAmount;
      selectAll: typeof selectAll;
      renderedRows: () => number;
    };
  }
}

// Defined once the variant's code has loaded, so loading it is outside every measure.
void loadVariant().then((bench) => {
  window.spendBench = {
    variant,
    mount: () => mount(bench),
    domNodeCount,
    sweep: (steps) => sweep(bench, steps),
    sortByAmount,
    selectAll,
    renderedRows: () => container.querySelectorAll(bench.row).length,
  };
});
