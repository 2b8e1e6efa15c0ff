export { MultiComboBox } from './MultiComboBox.js';
export type { MultiComboBoxProps } from './MultiComboBox.js';
export type { MultiOption } from './multiSelection.js';
