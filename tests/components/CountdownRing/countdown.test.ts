import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatCountdown,
  formatSpokenDuration,
  isAnnouncementDue,
  remainingSeconds,
} from '../../../components/CountdownRing/countdown.js';

describe('formatCountdown', () => {
  it('writes mm:ss', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('formatSpokenDuration', () => {
  it('speaks minutes and seconds', () => {
    expect(formatSpokenDuration(900)).toBe('15 minutes');
    expect(formatSpokenDuration(61)).toBe('1 minute 1 second');
    expect(formatSpokenDuration(10)).toBe('10 seconds');
    expect(formatSpokenDuration(0)).toBe('0 seconds');
  });
});

describe('remainingSeconds', () => {
  it('rounds up and never goes below zero', () => {
    expect(remainingSeconds(10_000, 0)).toBe(10);
    expect(remainingSeconds(10_000, 1)).toBe(10);
    expect(remainingSeconds(10_000, 9_001)).toBe(1);
    expect(remainingSeconds(10_000, 12_000)).toBe(0);
  });
});

describe('isAnnouncementDue', () => {
  const announcedDuring = (from: number, step: number) => {
    const moments: number[] = [];
    let previous = from;
    for (let left = from - step; left > 0; left -= step) {
      if (isAnnouncementDue(previous, left)) moments.push(left);
      previous = left;
    }
    return moments;
  };

  it('announces at each whole minute and at 10 s of a 15-minute countdown, not at the start', () => {
    const moments = announcedDuring(900, 1);
    expect(moments).toEqual([840, 780, 720, 660, 600, 540, 480, 420, 360, 300, 240, 180, 120, 60, 10]);
  });

  it('never announces twice within a minute, except the 10-second alert', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3600 }), fc.integer({ min: 1, max: 7 }), (from, step) => {
        const moments = announcedDuring(from, step).filter((left) => left > 10);
        for (let i = 1; i < moments.length; i += 1) {
          expect((moments[i - 1] ?? 0) - (moments[i] ?? 0)).toBeGreaterThanOrEqual(60 - step);
        }
      }),
    );
  });

  it('announces a skipped moment once when the clock jumps over it', () => {
    expect(isAnnouncementDue(125, 50)).toBe(true);
    expect(isAnnouncementDue(59, 58)).toBe(false);
    expect(isAnnouncementDue(11, 10)).toBe(true);
    expect(isAnnouncementDue(10, 9)).toBe(false);
  });

  it('honours a longer interval but never a shorter one than a minute', () => {
    expect(isAnnouncementDue(301, 300, 300)).toBe(true);
    expect(isAnnouncementDue(241, 240, 300)).toBe(false);
    expect(isAnnouncementDue(31, 30, 30)).toBe(false);
  });
});
