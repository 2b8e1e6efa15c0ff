export { StatusChip } from './StatusChip.js';
export type { StatusChipProps, StatusChipTone } from './StatusChip.js';
