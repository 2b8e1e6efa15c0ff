import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { FontSizeToken, FontWeightToken, LineHeightToken } from '../theme/tokens.js';
import { TextRoot } from './Text.styles.js';

/** The elements text can be: a paragraph, a run inside a line, or a block that holds other blocks. */
export type TextElement = 'p' | 'span' | 'div';

/**
 * The colour of text: `inherit` (the surrounding text's), `default` (the body text colour), `muted` (helper
 * text, small print, a second line), or a status colour.
 */
export type TextTone = 'inherit' | 'default' | 'muted' | 'success' | 'warning' | 'danger';

export type TextProps<E extends TextElement = 'p'> = {
  /** The element rendered. Default `p`; `span` inside a line, `div` around blocks. */
  as?: E;
  /** The font size, a step of the type scale (`xs` 12 px … `display` 36 px). Unset, the surrounding size. */
  size?: FontSizeToken;
  /** The font weight, by token. Unset, the surrounding weight. */
  weight?: FontWeightToken;
  /** The line height, by token (`tight` or `normal`). Unset, the surrounding one. */
  lineHeight?: LineHeightToken;
  /** The colour. Default `inherit`. */
  tone?: TextTone;
  /**
   * Keeps the text on one line, cut with an ellipsis where it does not fit, and lets it be narrower than
   * its content inside a flex or grid parent. Give the full text elsewhere (a `title`, the cell's label).
   * Default false.
   */
  truncate?: boolean;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<E>, 'as' | 'children'>;

/**
 * Body text by token: helper text in `muted`, small print in `size="sm"`, an amount in `size="xl"`. It has
 * no margin; the space around it is its parent's gap (`Stack`, `Inline`). Every attribute of the element
 * passes through.
 */
export function Text<E extends TextElement = 'p'>({
  as,
  size,
  weight,
  lineHeight,
  tone = 'inherit',
  truncate = false,
  ...rest
}: TextProps<E>) {
  // The element's own attributes are typed by `E` above; the styled root is typed as the default `p`.
  const attributes = rest as ComponentPropsWithRef<'p'>;
  return (
    <TextRoot
      as={as ?? 'p'}
      $size={size}
      $weight={weight}
      $lineHeight={lineHeight}
      $tone={tone}
      $truncate={truncate}
      {...attributes}
    />
  );
}
