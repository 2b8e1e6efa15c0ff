export { ComboBox } from './ComboBox.js';
export type { ComboBoxProps } from './ComboBox.js';
