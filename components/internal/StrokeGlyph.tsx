import type { ReactNode, SVGProps } from 'react';

/**
 * A decorative icon drawn inline the way lucide draws its icons (24-unit box, 2-unit round strokes in the
 * text colour), so a component can show a lucide shape without carrying lucide-react's icon runtime
 * (~1 kB gzip) in its import cost. The control it sits in carries the name.
 */
export function StrokeGlyph({
  size,
  children,
  ...rest
}: { size: number; children: ReactNode } & Omit<SVGProps<SVGSVGElement>, 'width' | 'height'>) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      {children}
    </svg>
  );
}
