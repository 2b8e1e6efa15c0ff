export { NumberField } from './NumberField.js';
export type { NumberFieldProps } from './NumberField.js';
