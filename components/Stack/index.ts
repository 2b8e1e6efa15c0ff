export { Stack } from './Stack.js';
export type { StackAlign, StackElement, StackProps } from './Stack.js';
