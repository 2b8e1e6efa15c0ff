export { Select } from './Select.js';
export type { SelectLabels, SelectProps } from './Select.js';
