// TanStack Table v9 with TanStack Virtual's `useVirtualizer`, as in TanStack's virtualized-rows example:
// a CSS-grid table, rows absolutely placed at the virtualiser's offsets. Pinned case: the table's own
// column pinning (sticky cells at the column's start); selection case: its row selection feature.
import { useEffect, useRef, type CSSProperties } from 'react';
import {
  columnPinningFeature,
  columnSizingFeature,
  createColumnHelper,
  createSortedRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Column,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  HEIGHT,
  ROW_HEIGHT,
  boxStyle,
  control,
  hasSelection,
  isPinned,
  keys,
  rows,
  type BenchRow,
  type BenchVariant,
} from '../shared.js';

const features = tableFeatures({
  columnSizingFeature,
  columnPinningFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
});
const helper = createColumnHelper<typeof features, BenchRow>();
const dataColumns = keys.map((key) =>
  helper.accessor(key, {
    header: key.toUpperCase(),
    size: 150,
    minSize: 110,
    ...(key === 'amount' ? { sortFn: (a, b) => Number(a.original.amount) - Number(b.original.amount) } : {}),
  }),
);
const columns = helper.columns([
  ...(hasSelection
    ? [
        helper.display({
          id: 'select',
          size: 48,
          header: ({ table }) => (
            <input
              type="checkbox"
              aria-label="Select all"
              checked={table.getIsAllRowsSelected()}
              onChange={table.getToggleAllRowsSelectedHandler()}
            />
          ),
          cell: ({ row }) => (
            <input
              type="checkbox"
              aria-label="Select"
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
            />
          ),
        }),
      ]
    : []),
  ...dataColumns,
]);

function pinnedStyle(column: Column<typeof features, BenchRow, unknown>): CSSProperties {
  return column.getIsPinned() === 'start'
    ? { position: 'sticky', left: column.getStart('start'), zIndex: 1, background: '#fff' }
    : {};
}

function TanStackTable() {
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    initialState: { columnPinning: { start: isPinned ? ['id'] : [], end: [] } },
  });
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRows = table.getRowModel().rows;
  // The bench is not built with React Compiler, whose memoising this hook's API defeats.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 1,
  });
  useEffect(() => {
    control.selectAll = () => table.toggleAllRowsSelected(true);
    control.sortByAmount = () => table.setSorting([{ id: 'amount', desc: true }]);
  }, [table]);

  return (
    <div
      ref={scrollRef}
      className="tanstack-table"
      style={{ ...boxStyle, height: HEIGHT, overflow: 'auto', position: 'relative' }}
    >
      <table style={{ display: 'grid', width: table.getTotalSize() }}>
        <thead style={{ display: 'grid', position: 'sticky', top: 0, zIndex: 2, background: '#fff' }}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} style={{ display: 'flex', width: '100%' }}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  style={{
                    display: 'flex',
                    width: header.getSize(),
                    height: ROW_HEIGHT,
                    ...pinnedStyle(header.column),
                  }}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody style={{ display: 'grid', height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = tableRows[item.index];
            if (!row) return null;
            return (
              <tr
                key={row.id}
                data-index={item.index}
                style={{
                  display: 'flex',
                  position: 'absolute',
                  transform: `translateY(${item.start}px)`,
                  width: '100%',
                  height: ROW_HEIGHT,
                }}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    style={{ display: 'flex', width: cell.column.getSize(), ...pinnedStyle(cell.column) }}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export const variant: BenchVariant = {
  Table: TanStackTable,
  firstCell: 'tbody tr td',
  row: 'tbody tr',
  scroller: '.tanstack-table',
};
