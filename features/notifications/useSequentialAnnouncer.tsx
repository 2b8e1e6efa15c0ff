import { useEffect, useState } from 'react';
import { VisuallyHidden } from 'react-aria';

/** How long one announcement stays in the live region before the next one replaces it. */
export const ANNOUNCEMENT_HOLD_MS = 4000;

/** Texts shown one at a time, each for `holdMs`, in arrival order. */
export class AnnouncementQueue {
  private readonly waiting: string[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private busy = false;
  private readonly show: (text: string | null) => void;
  private readonly holdMs: number;

  constructor(show: (text: string | null) => void, holdMs = ANNOUNCEMENT_HOLD_MS) {
    this.show = show;
    this.holdMs = holdMs;
  }

  add(text: string): void {
    this.waiting.push(text);
    if (!this.busy) this.next();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.waiting.length = 0;
    this.busy = false;
  }

  private next(): void {
    const text = this.waiting.shift();
    if (text === undefined) {
      this.busy = false;
      this.show(null);
      return;
    }
    this.busy = true;
    this.show(text);
    this.timer = setTimeout(() => this.next(), this.holdMs);
  }
}

/**
 * Polite announcements, at most one at a time: texts queue, and each stays alone in one
 * `role="status"` region for `holdMs` before the next takes its place. Render `region` once.
 */
export function useSequentialAnnouncer(holdMs = ANNOUNCEMENT_HOLD_MS) {
  const [current, setCurrent] = useState<string | null>(null);
  const [queue] = useState(() => new AnnouncementQueue(setCurrent, holdMs));
  useEffect(() => () => queue.dispose(), [queue]);
  const region = (
    <VisuallyHidden>
      <div role="status" aria-live="polite" aria-atomic="true" data-live-announcer="">
        {current}
      </div>
    </VisuallyHidden>
  );
  return { announce: queue.add.bind(queue) as (text: string) => void, region, current };
}
