export { IconButton } from './IconButton.js';
export type { IconButtonProps } from './IconButton.js';
