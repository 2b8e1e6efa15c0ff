// MUI X Data Grid, the free (MIT) `DataGrid`: rows and columns virtualised, but pagination is forced on with
// at most 100 rows a page (DataGridPro lifts it), so it holds every row in its row model and shows the first
// 100; the footer with the pager is hidden. Pinned columns are Pro only (no pinned case). Selection case:
// `checkboxSelection`, all rows selected by its header checkbox; sorting through its API.
import { useEffect } from 'react';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import {
  HEIGHT,
  ROW_HEIGHT,
  boxStyle,
  control,
  hasSelection,
  keys,
  rows,
  type BenchRow,
  type BenchVariant,
} from '../shared.js';

const columns: GridColDef<BenchRow>[] = keys.map((key) => ({
  field: key,
  headerName: key.toUpperCase(),
  flex: 1,
  minWidth: 110,
  ...(key === 'amount' ? { sortComparator: (a: string, b: string) => Number(a) - Number(b) } : {}),
}));

function MuiDataGrid() {
  const apiRef = useGridApiRef();
  useEffect(() => {
    control.sortByAmount = () => apiRef.current?.sortColumn('amount', 'desc');
    control.selectAll = () =>
      document.querySelector<HTMLInputElement>('.MuiDataGrid-columnHeaderCheckbox input[type="checkbox"]')?.click();
  }, [apiRef]);
  return (
    <div style={{ ...boxStyle, height: HEIGHT }}>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        rowHeight={ROW_HEIGHT}
        columnHeaderHeight={ROW_HEIGHT}
        checkboxSelection={hasSelection}
        hideFooter
      />
    </div>
  );
}

export const variant: BenchVariant = {
  Table: MuiDataGrid,
  firstCell: '.MuiDataGrid-row .MuiDataGrid-cell',
  row: '.MuiDataGrid-row',
  scroller: '.MuiDataGrid-virtualScroller',
};
