export { Tooltip } from './Tooltip.js';
export type { TooltipProps } from './Tooltip.js';
export { TooltipTrigger } from './TooltipTrigger.js';
export type { TooltipTriggerProps } from './TooltipTrigger.js';
