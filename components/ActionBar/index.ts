export { ActionBar } from './ActionBar.js';
export type { ActionBarJustify, ActionBarProps } from './ActionBar.js';
