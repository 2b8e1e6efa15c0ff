export { Badge } from './Badge.js';
export type { BadgeProps, BadgeTone } from './Badge.js';
