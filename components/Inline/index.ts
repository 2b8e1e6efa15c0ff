export { Inline } from './Inline.js';
export type { InlineAlign, InlineElement, InlineJustify, InlineProps } from './Inline.js';
