// AG Grid Community with its client-side row model (its default theme, row virtualisation on).
// Pinned case: the column's `pinned: 'left'`; selection case: its multi-row selection with the header
// checkbox, all rows selected through the grid API; sorting through the column state.
import { AgGridReact } from 'ag-grid-react';
import { AllCommunityModule, ModuleRegistry, type ColDef, type GridApi } from 'ag-grid-community';
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

ModuleRegistry.registerModules([AllCommunityModule]);

const columnDefs: ColDef<BenchRow>[] = keys.map((key, index) => ({
  field: key,
  headerName: key.toUpperCase(),
  ...(isPinned && index === 0 ? { pinned: 'left' as const } : {}),
  ...(key === 'amount' ? { comparator: (a: string, b: string) => Number(a) - Number(b) } : {}),
}));
const defaultColDef: ColDef<BenchRow> = { flex: 1, minWidth: 110 };

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** AG Grid renders rows in frames of its own after the model changes: resolves once every rendered row shows it. */
async function renderedRowsMatch(matches: (row: HTMLElement) => boolean) {
  const container = document.querySelector('.ag-grid-scrolling-container');
  for (;;) {
    const rendered = [...(container?.querySelectorAll<HTMLElement>('.ag-row') ?? [])];
    if (rendered.length > 0 && rendered.every(matches)) return;
    await nextFrame();
  }
}

function setUpControls(api: GridApi<BenchRow>) {
  control.selectAll = () => {
    api.selectAll();
    return renderedRowsMatch((row) => row.classList.contains('ag-row-selected'));
  };
  control.sortByAmount = () => {
    api.applyColumnState({ state: [{ colId: 'amount', sort: 'desc' }], defaultState: { sort: null } });
    return renderedRowsMatch(
      (row) => api.getDisplayedRowAtIndex(Number(row.getAttribute('row-index')))?.id === row.getAttribute('row-id'),
    );
  };
}

function AgGridTable() {
  return (
    <div style={{ ...boxStyle, height: HEIGHT }}>
      <AgGridReact<BenchRow>
        rowData={rows}
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        getRowId={({ data }) => String(data.id)}
        rowHeight={ROW_HEIGHT}
        headerHeight={ROW_HEIGHT}
        {...(hasSelection ? { rowSelection: { mode: 'multiRow' } } : {})}
        onGridReady={({ api }) => setUpControls(api)}
      />
    </div>
  );
}

export const variant: BenchVariant = {
  Table: AgGridTable,
  firstCell: '.ag-grid-scrolling-container .ag-row .ag-cell',
  row: '.ag-grid-scrolling-container .ag-row',
  // Since AG Grid 36 one viewport scrolls both ways.
  scroller: '.ag-grid-viewport',
};
