export { NumberField, effectiveMinValue } from './NumberField.js';
export type { NumberFieldProps } from './NumberField.js';
