import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { SpaceToken } from '../theme/tokens.js';
import { InlineRoot } from './Inline.styles.js';

/** The elements a row can be: a plain group, a form, or a span inside a line of text. */
export type InlineElement = 'div' | 'form' | 'span';

/** How the parts sit in the line's height. */
export type InlineAlign = 'stretch' | 'start' | 'center' | 'end' | 'baseline';
/** Where the parts sit along the line. */
export type InlineJustify = 'start' | 'center' | 'end' | 'between';

export type InlineProps<E extends InlineElement = 'div'> = {
  /** The element rendered. Default `div`. */
  as?: E;
  /** The space between the parts, a step of the spacing scale. Default `sm`. */
  gap?: SpaceToken;
  /** The space between wrapped lines when it differs from `gap`. Default: `gap`. */
  rowGap?: SpaceToken;
  /** How the parts sit in the line's height: `stretch` (the default), `start`, `center`, `end` or `baseline`. */
  align?: InlineAlign;
  /** Where the parts sit along the line: `start` (the default), `center`, `end` or `between` (spread out). */
  justify?: InlineJustify;
  /** Whether the parts wrap onto more lines when the row is too narrow. Default true. */
  wrap?: boolean;
  /**
   * Sits inside a line of text (`inline-flex`) instead of taking a line of its own: a title with its
   * badge inside a heading, an icon with its words inside an option. Default false.
   */
  inTextLine?: boolean;
  /**
   * Lets the row, as a part of a flex or grid parent, be narrower than its content (`min-width: 0`), so a
   * long name can be cut with an ellipsis inside it instead of widening its cell. Default false.
   */
  shrinkable?: boolean;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<E>, 'as' | 'children'>;

/**
 * Parts side by side in a row that wraps when narrow, with a gap from the spacing scale: badges, links,
 * a title with its details, a toolbar's controls. A form's or a drawer's buttons take `ActionBar`.
 */
export function Inline<E extends InlineElement = 'div'>({
  as,
  gap = 'sm',
  rowGap,
  align = 'stretch',
  justify = 'start',
  wrap = true,
  inTextLine = false,
  shrinkable = false,
  ...rest
}: InlineProps<E>) {
  // The element's own attributes are typed by `E` above; the styled root is typed as the default `div`.
  const attributes = rest as ComponentPropsWithRef<'div'>;
  return (
    <InlineRoot
      as={as ?? 'div'}
      $gap={gap}
      $rowGap={rowGap ?? gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      $inTextLine={inTextLine}
      $shrinkable={shrinkable}
      {...attributes}
    />
  );
}
