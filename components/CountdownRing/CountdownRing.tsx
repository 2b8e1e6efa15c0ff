import type { CSSProperties, ReactNode } from 'react';
import { useId, VisuallyHidden } from 'react-aria';
import { formatCountdown, formatSpokenDuration } from './countdown.js';
import {
  CountdownLabel,
  CountdownRoot,
  ExpiredArea,
  RingBox,
  RingProgress,
  RingSvg,
  RingTrack,
  TimeText,
} from './CountdownRing.styles.js';
import { useCountdown } from './useCountdown.js';

export interface CountdownRingProps {
  /** Full length in seconds (a quote lasts 900). Without `expiresAt` the countdown starts at mount. */
  duration?: number;
  /** When the time runs out (a Date or ms since the epoch). A new value starts a new countdown. */
  expiresAt?: Date | number;
  /** Called once when the time runs out. */
  onExpire?: () => void;
  /** Accessible name of the timer, e.g. "Quote expires in". */
  label?: string;
  /** Show `label` next to the ring (it is always the timer's accessible name). */
  isLabelVisible?: boolean;
  /** Shown (and announced) when the time has run out. */
  expiredMessage?: ReactNode;
  /** Announced when the time runs out; defaults to `expiredMessage` when that is a string. */
  expiredAnnouncement?: string;
  /**
   * A way to get more time, shown once expired (WCAG 2.2.1 Timing Adjustable), such as a
   * "Refresh quote" button.
   */
  expiredAction?: ReactNode;
  /** Text announced at whole minutes and at 60 s and 10 s left. */
  formatAnnouncement?: (secondsLeft: number) => string;
  /** Announce every this many seconds (60 or more), besides at 60 s and 10 s left. Default 60. */
  announceEverySeconds?: number;
  /** `ring`: digits inside a large ring; `inline`: a small ring followed by the digits. */
  variant?: 'ring' | 'inline';
  /** Diameter of the ring in the `ring` variant (CSS length). Default 96px. */
  size?: string;
  /** Show the warning colour from this many seconds left. Default 60. */
  warningAtSeconds?: number;
  /** Show the critical colour from this many seconds left. Default 10. */
  criticalAtSeconds?: number;
  /** Force the ring to step instead of sweep (it always does under `prefers-reduced-motion`). */
  reduceMotion?: boolean;
  /** Clock in ms since the epoch, for tests and stories. Default `Date.now`. */
  now?: () => number;
  className?: string;
}

const defaultAnnouncement = (secondsLeft: number) => `${formatSpokenDuration(secondsLeft)} left`;

/**
 * A countdown for a lock that expires: an SVG ring that sweeps with CSS (React renders at most once
 * a second) around `mm:ss`, in a `role="timer"` region. Screen readers hear the time left at most
 * once a minute and at 60 s and 10 s, never every second; once expired it shows a message and a
 * slot for an action that restarts the clock.
 */
export function CountdownRing({
  duration,
  expiresAt,
  onExpire,
  label = 'Time remaining',
  isLabelVisible = false,
  expiredMessage = 'Time has run out',
  expiredAnnouncement,
  expiredAction,
  formatAnnouncement = defaultAnnouncement,
  announceEverySeconds = 60,
  variant = 'ring',
  size = '96px',
  warningAtSeconds = 60,
  criticalAtSeconds = 10,
  reduceMotion = false,
  now,
  className,
}: CountdownRingProps) {
  const { secondsLeft, isExpired, totalSeconds, elapsedAtStart, endTime } = useCountdown({
    duration,
    expiresAt,
    onExpire,
    now,
    formatAnnouncement,
    expiredAnnouncement: expiredAnnouncement ?? (typeof expiredMessage === 'string' ? expiredMessage : undefined),
    announceEverySeconds,
  });
  const labelId = useId();
  const urgency = isExpired
    ? 'critical'
    : secondsLeft <= criticalAtSeconds
      ? 'critical'
      : secondsLeft <= warningAtSeconds
        ? 'warning'
        : 'normal';
  const offset = Math.min(100, Math.max(0, (1 - secondsLeft / totalSeconds) * 100));
  const ringStyle = {
    '--countdown-size': size,
    '--countdown-duration': `${totalSeconds}s`,
    '--countdown-delay': `${-elapsedAtStart}s`,
    '--countdown-offset': String(offset),
  } as CSSProperties;

  return (
    <CountdownRoot
      className={className}
      style={ringStyle}
      data-variant={variant}
      data-urgency={urgency}
      data-expired={isExpired || undefined}
      data-motion={reduceMotion ? 'reduced' : undefined}
    >
      <RingBox>
        <RingSvg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
          <RingTrack cx="50" cy="50" r="45" strokeWidth="8" />
          {/* Keyed by the end time so a new countdown restarts the CSS sweep. */}
          <RingProgress key={endTime} cx="50" cy="50" r="45" strokeWidth="8" pathLength={100} />
        </RingSvg>
        <TimeText role="timer" aria-labelledby={labelId}>
          <span aria-hidden="true">{formatCountdown(secondsLeft)}</span>
          <VisuallyHidden>{formatSpokenDuration(secondsLeft)}</VisuallyHidden>
        </TimeText>
      </RingBox>
      {isLabelVisible ? (
        <CountdownLabel id={labelId}>{label}</CountdownLabel>
      ) : (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      )}
      {isExpired && (
        <ExpiredArea>
          <span>{expiredMessage}</span>
          {expiredAction}
        </ExpiredArea>
      )}
    </CountdownRoot>
  );
}
