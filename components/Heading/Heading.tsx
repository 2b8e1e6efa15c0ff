import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { FontSizeToken, FontWeightToken, LineHeightToken } from '../theme/tokens.js';
import type { TextTone } from '../Text/Text.js';
import { HeadingRoot } from './Heading.styles.js';

/** A heading's rank in the page's outline: `h1` … `h6`. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The size each level takes when `size` is not given. */
const defaultSize: Record<HeadingLevel, FontSizeToken> = { 1: 'xxl', 2: 'lg', 3: 'md', 4: 'sm', 5: 'sm', 6: 'xs' };

export type HeadingProps = {
  /** The heading's rank in the outline (`h1` … `h6`), chosen by the page's structure, not by looks. */
  level: HeadingLevel;
  /**
   * The font size, a step of the type scale, independent of `level`: a wizard's step title is an `h1` in
   * `xl`. Default by level: 1 `xxl`, 2 `lg`, 3 `md`, 4 and 5 `sm`, 6 `xs`.
   */
  size?: FontSizeToken;
  /** The font weight, by token. Default `bold`. */
  weight?: FontWeightToken;
  /** The line height, by token (`tight` for a large title over more lines). Unset, the surrounding one. */
  lineHeight?: LineHeightToken;
  /** The colour. Default `inherit` (the surrounding text's); `muted` for a quiet group label. */
  tone?: TextTone;
  /**
   * Lets a long title wrap anywhere rather than widen its parent (`overflow-wrap: anywhere`, `min-width: 0`);
   * by default a long word breaks only when it would overflow. Default false.
   */
  breakAnywhere?: boolean;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<'h2'>, 'children'>;

/**
 * A section's or a page's heading: the semantic level and the visual size by token, each chosen on its
 * own. It has no margin; the space around it is its parent's gap (`Stack`). A heading given
 * `tabIndex={-1}` to be focused by script shows no focus ring. Every attribute of the element passes through.
 */
export function Heading({
  level,
  size,
  weight = 'bold',
  lineHeight,
  tone = 'inherit',
  breakAnywhere = false,
  ...rest
}: HeadingProps) {
  return (
    <HeadingRoot
      as={`h${level}`}
      $size={size ?? defaultSize[level]}
      $weight={weight}
      $lineHeight={lineHeight}
      $tone={tone}
      $breakAnywhere={breakAnywhere}
      {...rest}
    />
  );
}
