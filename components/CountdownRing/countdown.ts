/** Whole seconds left until `endTime` (ms since the epoch) at `now`, never negative. */
export function remainingSeconds(endTime: number, now: number): number {
  return Math.max(0, Math.ceil((endTime - now) / 1000));
}

/** Seconds as `mm:ss` (minutes may exceed 59: `75:00`). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Seconds in words for screen readers: "14 minutes 5 seconds", "1 minute", "10 seconds". */
export function formatSpokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} ${rest === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}

/** Moments that are always announced, in seconds left, besides every whole interval. */
export const COUNTDOWN_ALERT_SECONDS = [60, 10] as const;

/**
 * Whether moving from `previous` to `current` seconds left crosses a moment worth announcing:
 * a whole multiple of `intervalSeconds` (at least 60, so never more than once a minute) or one of
 * the fixed alerts at 60 s and 10 s. Expiry (0) is announced separately.
 */
export function isAnnouncementDue(previous: number, current: number, intervalSeconds = 60): boolean {
  if (current >= previous || current <= 0) return false;
  const interval = Math.max(60, Math.floor(intervalSeconds));
  for (const alert of COUNTDOWN_ALERT_SECONDS) {
    if (previous > alert && current <= alert) return true;
  }
  // The smallest multiple of the interval at or above `current` was passed on the way down.
  return Math.ceil(current / interval) * interval < previous;
}
