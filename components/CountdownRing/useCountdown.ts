import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { announce } from '../internal/announce.js';
import { isAnnouncementDue, remainingSeconds } from './countdown.js';

export interface UseCountdownOptions {
  /** Full length of the countdown in seconds: where it starts, and what a full ring means. */
  duration?: number;
  /** When it ends. Without it the countdown ends `duration` seconds after it mounts. */
  expiresAt?: Date | number;
  /** Called once when the time runs out. */
  onExpire?: () => void;
  /** Clock in ms since the epoch; inject one in tests. Default `Date.now`. */
  now?: () => number;
  /** Text announced at announcement moments, from the seconds left. */
  formatAnnouncement?: (secondsLeft: number) => string;
  /** Text announced when the time runs out. */
  expiredAnnouncement?: string;
  /** Announce every this many seconds (at least 60), besides at 60 s and 10 s left. */
  announceEverySeconds?: number;
}

interface Timing {
  /** What the timing was computed from; a change starts a new countdown. */
  source: string;
  endTime: number;
  /** Length of a full ring in seconds. */
  totalSeconds: number;
  /** Seconds already elapsed when this countdown was first drawn (negative animation delay). */
  elapsedAtStart: number;
}

function computeTiming(source: string, options: UseCountdownOptions, now: () => number): Timing {
  const current = now();
  const endTime =
    options.expiresAt != null ? Number(options.expiresAt) : current + Math.max(0, options.duration ?? 0) * 1000;
  const leftSeconds = Math.max(0, (endTime - current) / 1000);
  const totalSeconds = Math.max(options.duration ?? leftSeconds, leftSeconds, 0.001);
  return { source, endTime, totalSeconds, elapsedAtStart: totalSeconds - leftSeconds };
}

/**
 * State of a countdown that re-renders at most once a second: the whole seconds left, updated by
 * a timer aligned to second boundaries, with announcements at whole minutes, at 60 s and 10 s left,
 * and on expiry.
 */
export function useCountdown(options: UseCountdownOptions) {
  const { now = Date.now, announceEverySeconds = 60 } = options;
  const source = `${options.expiresAt != null ? Number(options.expiresAt) : 'none'}|${options.duration ?? 'none'}`;
  const [timing, setTiming] = useState<Timing>(() => computeTiming(source, options, now));
  const [secondsLeft, setSecondsLeft] = useState(() => remainingSeconds(timing.endTime, now()));

  // A new expiry or duration starts a new countdown (state adjusted during render, as React advises).
  let current = timing;
  if (timing.source !== source) {
    current = computeTiming(source, options, now);
    setTiming(current);
    setSecondsLeft(remainingSeconds(current.endTime, now()));
  }

  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const { endTime } = current;
  useEffect(() => {
    const clock = () => (latest.current.now ?? Date.now)();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let previous = remainingSeconds(endTime, clock());
    let expired = false;
    const tick = () => {
      const left = remainingSeconds(endTime, clock());
      setSecondsLeft(left);
      const { formatAnnouncement, expiredAnnouncement, onExpire } = latest.current;
      if (left === 0) {
        if (!expired) {
          expired = true;
          if (expiredAnnouncement) announce(expiredAnnouncement, 'polite');
          onExpire?.();
        }
        return;
      }
      if (formatAnnouncement && isAnnouncementDue(previous, left, announceEverySeconds)) {
        announce(formatAnnouncement(left), 'polite');
      }
      previous = left;
      // Wake just after the next whole second, so the display changes once per second.
      const untilNextSecond = ((endTime - clock()) % 1000 || 1000) + 5;
      timer = setTimeout(tick, untilNextSecond);
    };
    tick();
    return () => clearTimeout(timer);
  }, [endTime, announceEverySeconds]);

  return {
    secondsLeft,
    isExpired: secondsLeft === 0,
    totalSeconds: current.totalSeconds,
    elapsedAtStart: current.elapsedAtStart,
    endTime,
  };
}
