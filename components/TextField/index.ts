export { TextField } from './TextField.js';
export type { TextFieldProps, HelpTextVisibility } from './TextField.js';
