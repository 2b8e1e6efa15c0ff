import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { RadiusToken, SpaceToken } from '../theme/tokens.js';
import { SurfaceRoot } from './Surface.styles.js';

/** The elements a surface can be: a plain box, a page's section or article, a form, a list item, or a paragraph (a note). */
export type SurfaceElement = 'div' | 'section' | 'article' | 'aside' | 'form' | 'li' | 'p';

/**
 * What a surface paints: `surface` (a white card), `muted`, a subtle status tint (`info`, `primary`,
 * `success`, `warning`, `danger`) for a note, or `none` (only its border and padding). Every one but `none`
 * sets the body text colour on it.
 */
export type SurfaceBackground = 'surface' | 'muted' | 'info' | 'primary' | 'success' | 'warning' | 'danger' | 'none';

/** The shadow that lifts a card off the page, by token. */
export type SurfaceShadow = 'none' | 'sm' | 'md';

export type SurfaceProps<E extends SurfaceElement = 'div'> = {
  /** The element rendered. Default `div`. */
  as?: E;
  /**
   * The space inside the edge, a step of the spacing scale; a pair is `[block, inline]` (top and bottom,
   * then the sides). Default `lg`.
   */
  padding?: SpaceToken | readonly [block: SpaceToken, inline: SpaceToken];
  /** The corner radius, by token. Default `lg`. */
  radius?: RadiusToken;
  /** What it paints. Default `surface`. */
  background?: SurfaceBackground;
  /** A 1 px divider-coloured border (`borderSubtle`), decorative, not a control's edge. Default false. */
  border?: boolean;
  /** The shadow, by token. Default `none`. */
  shadow?: SurfaceShadow;
  /**
   * Lays the parts one under another with this gap, a step of the spacing scale (as `Stack` does). Unset
   * (the default), the parts flow as they would in any block.
   */
  gap?: SpaceToken;
  /** Takes its parent's full height: the cards of one row of a grid as tall as the tallest. Default false. */
  fillHeight?: boolean;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<E>, 'as' | 'children'>;

/**
 * A card, a panel or a tinted note: padding, radius, background, border and shadow, each by token. It has
 * no margin and knows nothing of what it holds; a heading inside it is a `Heading`. Every attribute of the
 * element passes through.
 */
export function Surface<E extends SurfaceElement = 'div'>({
  as,
  padding = 'lg',
  radius = 'lg',
  background = 'surface',
  border = false,
  shadow = 'none',
  gap,
  fillHeight = false,
  ...rest
}: SurfaceProps<E>) {
  // The element's own attributes are typed by `E` above; the styled root is typed as the default `div`.
  const attributes = rest as ComponentPropsWithRef<'div'>;
  return (
    <SurfaceRoot
      as={as ?? 'div'}
      $padding={padding}
      $radius={radius}
      $background={background}
      $border={border}
      $shadow={shadow}
      $gap={gap}
      $fillHeight={fillHeight}
      {...attributes}
    />
  );
}
