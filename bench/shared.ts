// What every variant of the benchmark page shares: the query, the rows × 8 columns, the sizes, and the
// hooks through which the page's controls reach the mounted variant (see main.tsx).
import type { ComponentType } from 'react';

export interface BenchRow {
  id: number;
  date: string;
  merchant: string;
  category: string;
  cardholder: string;
  card: string;
  amount: string;
  status: string;
}

export const keys = ['id', 'date', 'merchant', 'category', 'cardholder', 'card', 'amount', 'status'] as const;
const params = new URLSearchParams(location.search);
export const ROW_COUNT = Number(params.get('rows') ?? 100_000);
const benchCase = params.get('case') ?? 'scroll';
export const isPinned = benchCase === 'pinned';
export const hasSelection = benchCase === 'selection';
export const HEIGHT = 600;
export const ROW_HEIGHT = 36;
/** The grid's box: 375 px wide in the pinned case, else the page's full 1200 px. */
export const boxStyle = { width: isPinned ? 375 : undefined } as const;
export const MIN_COLUMN_WIDTH = 110;

const merchants = ['Delta Air Lines', 'Staples', 'AWS', 'Uber', 'Marriott', 'Office Depot', 'Zoom', 'Shell'];
export const rows: BenchRow[] = Array.from({ length: ROW_COUNT }, (_, n) => ({
  id: n + 1,
  date: `11/${String((n % 28) + 1).padStart(2, '0')}/2026`,
  merchant: merchants[n % merchants.length] ?? '',
  category: ['Travel', 'Office', 'Software', 'Transport'][n % 4] ?? '',
  cardholder: ['Ana Ruiz', 'Ben Okafor', 'Chen Wei', 'Dana Smith', 'Eli Cohen'][n % 5] ?? '',
  card: `•••• ${1000 + ((n * 37) % 9000)}`,
  amount: ((((n * 7919) % 100000) + 99) / 100).toFixed(2),
  status: ['Settled', 'Pending', 'Declined'][n % 3] ?? '',
}));

/** Descending by amount, ties by id: the order every variant's sort produces. */
export const byAmountDescending = (a: BenchRow, b: BenchRow) => Number(b.amount) - Number(a.amount) || a.id - b.id;

/** What the page's controls do to the mounted variant, set by the variant once it has mounted. */
export const control: {
  setRows: (rows: BenchRow[]) => void;
  /** Resolves once the selection is in the DOM, for a grid that renders it later than React's commit. */
  selectAll: () => void | Promise<void>;
  /** The rival grids sort with their own sorting feature; resolves as `selectAll` does. */
  sortByAmount: () => void | Promise<void>;
} = {
  setRows: () => {},
  selectAll: () => {},
  sortByAmount: () => {},
};

/** One variant of the page: the component, and selectors for where its rows and its scroller are. */
export interface BenchVariant {
  Table: ComponentType;
  /** The first cell of a body row, once one is in the DOM. */
  firstCell: string;
  /** Every body row in the DOM. */
  row: string;
  /** The element the sweep scrolls, down and sideways (one for both in every variant). */
  scroller: string;
}
