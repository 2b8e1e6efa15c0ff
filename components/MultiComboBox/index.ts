export { MultiComboBox } from './MultiComboBox.js';
export type { MultiComboBoxLabels, MultiComboBoxProps } from './MultiComboBox.js';
export type { MultiOption } from './multiSelection.js';
