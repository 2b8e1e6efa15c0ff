/** Default largest count a badge spells out; above it shows "99+". */
export const DEFAULT_BADGE_MAX = 99;

/**
 * The text of a count badge: whole counts from 0 up to `max`, then `"{max}+"`. Negative, NaN or
 * infinite counts show as 0 (infinite positive as `"{max}+"`); fractions round down.
 */
export function formatBadgeCount(count: number, max: number = DEFAULT_BADGE_MAX): string {
  const cap = Number.isFinite(max) && max >= 0 ? Math.floor(max) : DEFAULT_BADGE_MAX;
  if (Number.isNaN(count) || count <= 0) return '0';
  if (count > cap) return `${cap}+`;
  return String(Math.floor(count));
}
