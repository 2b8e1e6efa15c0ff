export { TextArea, formatCharacterCount } from './TextArea.js';
export type { TextAreaProps } from './TextArea.js';
