export { Text } from './Text.js';
export type { TextElement, TextProps, TextTone } from './Text.js';
