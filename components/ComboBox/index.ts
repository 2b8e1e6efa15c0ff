export { ComboBox } from './ComboBox.js';
export type { ComboBoxLabels, ComboBoxProps } from './ComboBox.js';
