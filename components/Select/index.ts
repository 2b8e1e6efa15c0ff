export { Select } from './Select.js';
export type { SelectProps } from './Select.js';
