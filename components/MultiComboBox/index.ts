export { MultiComboBox } from './MultiComboBox.js';
export type { MultiComboBoxProps } from './MultiComboBox.js';
export { addValue, removeValue, availableOptions } from './multiSelection.js';
export type { MultiOption } from './multiSelection.js';
