import type { CSSProperties, ReactNode, Ref } from 'react';
import { VisuallyHidden } from 'react-aria';
import { SkeletonShape, SkeletonStack } from './Skeleton.styles.js';

export type SkeletonShapeKind = 'text' | 'rect' | 'circle';

export interface SkeletonProps {
  /** `text` lines (1em high), a `rect` block, or a `circle` (avatar). Default `text`. */
  shape?: SkeletonShapeKind;
  /** CSS width (number = px). Default 100 % (40 px for a circle). */
  width?: number | string;
  /** CSS height (number = px). Default 1em for text, 96 px for a rect, the width for a circle. */
  height?: number | string;
  /** Number of text lines; the last of several is shorter, like the end of a paragraph. Default 1. */
  lines?: number;
  /**
   * A placeholder for a whole area (several Skeletons laid out by the caller). Replaces the shape.
   * Nested Skeletons are hidden from assistive technology like every other shape.
   */
  children?: ReactNode;
  /**
   * What is loading, e.g. "Loading transactions". Without it the placeholder is `aria-hidden`
   * (pair it with `aria-busy` on the container that is loading). With it, it becomes a polite
   * `role="status"` region that names what is loading, for areas that load on their own.
   */
  label?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

const toCss = (size: number | string | undefined): string | undefined =>
  typeof size === 'number' ? `${size}px` : size;

/** Number of text lines to draw: a whole number from 1 to 50. */
export function skeletonLineCount(lines: number | undefined): number {
  if (lines === undefined || !Number.isFinite(lines)) return 1;
  return Math.min(Math.max(Math.floor(lines), 1), 50);
}

/** A shimmering placeholder in the shape of content that is still loading (still under reduced motion). */
export function Skeleton({ shape = 'text', width, height, lines, children, label, className, ref }: SkeletonProps) {
  const shapes = children ?? renderShapes(shape, width, height, skeletonLineCount(lines));
  if (label === undefined) {
    return (
      <SkeletonStack ref={ref} className={className} aria-hidden="true" data-skeleton="">
        {shapes}
      </SkeletonStack>
    );
  }
  return (
    <SkeletonStack ref={ref} className={className} role="status" data-skeleton="">
      <VisuallyHidden>{label}</VisuallyHidden>
      <SkeletonStack aria-hidden="true">{shapes}</SkeletonStack>
    </SkeletonStack>
  );
}

function renderShapes(shape: SkeletonShapeKind, width?: number | string, height?: number | string, lines = 1) {
  if (shape === 'circle') {
    const size = toCss(width) ?? '40px';
    return <SkeletonShape data-shape="circle" style={{ width: size, height: toCss(height) ?? size }} />;
  }
  if (shape === 'rect') {
    return (
      <SkeletonShape data-shape="rect" style={{ width: toCss(width) ?? '100%', height: toCss(height) ?? '96px' }} />
    );
  }
  return Array.from({ length: lines }, (_, index) => {
    const style: CSSProperties = {
      width: lines > 1 && index === lines - 1 ? '60%' : (toCss(width) ?? '100%'),
      height: toCss(height),
    };
    return <SkeletonShape key={index} data-shape="text" style={style} />;
  });
}
