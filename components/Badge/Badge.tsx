import type { ReactNode, Ref } from 'react';
import { VisuallyHidden } from 'react-aria';
import type { StatusTone } from '../internal/tones.js';
import { BadgeRoot } from './Badge.styles.js';
import { DEFAULT_BADGE_MAX, formatBadgeCount } from './badgeCount.js';

export type BadgeTone = StatusTone | 'primary';

export interface BadgeProps {
  /** A short label such as "New" or "Coming soon". Ignored when `count` is given. */
  children?: ReactNode;
  /** A number to show, capped at `max` ("99+"). */
  count?: number;
  /** Largest count spelled out. Default 99. */
  max?: number;
  /**
   * What the badge means in words, read instead of the visible text, e.g. "3 unread
   * notifications" for a bare "3". Without it, the visible text is read as is.
   */
  label?: string;
  /** Colour. Default `neutral`. */
  tone?: BadgeTone;
  /** `subtle` (tinted) or `solid` (filled, for counts on icons). Default `subtle`. */
  variant?: 'subtle' | 'solid';
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

/** A small, non-interactive count or label next to something else (a tab, a menu item, an icon). */
export function Badge({
  children,
  count,
  max = DEFAULT_BADGE_MAX,
  label,
  tone = 'neutral',
  variant = 'subtle',
  className,
  ref,
}: BadgeProps) {
  const visible = count !== undefined ? formatBadgeCount(count, max) : children;
  return (
    <BadgeRoot ref={ref} className={className} data-tone={tone} data-variant={variant}>
      {label !== undefined ? (
        <>
          <span aria-hidden="true">{visible}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        visible
      )}
    </BadgeRoot>
  );
}
