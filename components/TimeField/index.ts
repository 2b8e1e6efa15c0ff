export { TimeField } from './TimeField.js';
export type { TimeFieldProps } from './TimeField.js';
