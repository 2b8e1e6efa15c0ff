export type { Column, SortDescriptor } from './column.js';
export { toCsv, downloadCsv, spreadsheetSafeCsv } from './csv.js';
export type { CellPosition, GridKey, GridBounds } from './gridKeyboard.js';
export { DataGrid } from './DataGrid.js';
export { sortRows, type SortValue } from './sortRows.js';
export type { DataGridProps, DataGridPagination, DataGridLabels } from './DataGrid.js';
