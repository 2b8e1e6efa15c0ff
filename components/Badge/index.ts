export { Badge } from './Badge.js';
export type { BadgeProps, BadgeTone } from './Badge.js';
export { formatBadgeCount, DEFAULT_BADGE_MAX } from './badgeCount.js';
