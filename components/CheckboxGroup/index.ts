export { CheckboxGroup } from './CheckboxGroup.js';
export type { CheckboxGroupProps, CheckboxOption } from './CheckboxGroup.js';
