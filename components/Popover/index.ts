export { Popover } from './Popover.js';
export type { PopoverProps, PopoverPlacement } from './Popover.js';
export { PopoverTrigger } from './PopoverTrigger.js';
export type { PopoverTriggerProps } from './PopoverTrigger.js';
