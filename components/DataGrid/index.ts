export type { Column, SortDescriptor } from './column.js';
export { toCsv, csvField, downloadCsv } from './csv.js';
export { nextCell, gridKeyOf, clampCell } from './gridKeyboard.js';
export type { CellPosition, GridKey, GridBounds } from './gridKeyboard.js';
