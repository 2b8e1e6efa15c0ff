export { ToggleButton } from './ToggleButton.js';
export type { ToggleButtonProps } from './ToggleButton.js';
