import type { LucideIcon } from 'lucide-react';
import { StyledIcon, type IconSize } from './Icon.styles.js';

export type { IconSize } from './Icon.styles.js';

export interface IconProps {
  /**
   * The lucide-react icon to draw, passed as a component (`<Icon icon={Check} />`), so a bundle
   * contains only the icons it uses.
   */
  icon: LucideIcon;
  /**
   * What the icon means, for an icon that carries information on its own. With a label the icon
   * is exposed as `role="img"` with that name; without one it is hidden from assistive technology
   * (decorative, or named by the text or control around it).
   */
  label?: string;
  /** Edge length from the type scale; `inherit` follows the surrounding font size (1em). */
  size?: IconSize;
  /** Stroke width of the lines. */
  strokeWidth?: number;
  className?: string;
}

/** An icon from lucide-react, sized from the type scale and hidden from assistive technology unless labelled. */
export function Icon({ icon: IconComponent, label, size = 'md', strokeWidth = 2, className }: IconProps) {
  const labelled = label !== undefined && label !== '';
  return (
    <StyledIcon
      $size={size}
      className={className}
      data-icon=""
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : true}
    >
      <IconComponent aria-hidden="true" focusable="false" strokeWidth={strokeWidth} />
    </StyledIcon>
  );
}
