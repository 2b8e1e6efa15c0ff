export { TextField, isHelpTextShown } from './TextField.js';
export type { TextFieldProps, HelpTextVisibility } from './TextField.js';
