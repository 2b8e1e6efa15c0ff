import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { SpaceToken } from '../theme/tokens.js';
import { StackRoot } from './Stack.styles.js';

/**
 * The elements a stack can be: a plain group, a form, a section, article or side column of a page, or a
 * list (`ul`, `ol`: its items are the parts, without bullets or indent).
 */
export type StackElement = 'div' | 'form' | 'section' | 'article' | 'aside' | 'ul' | 'ol';

/** How the parts sit across the column. */
export type StackAlign = 'stretch' | 'start' | 'center' | 'end';

export type StackProps<E extends StackElement = 'div'> = {
  /** The element rendered. Default `div`; `form` for a form's fields one under another. */
  as?: E;
  /** The space between the parts, a step of the spacing scale. Default `md`. */
  gap?: SpaceToken;
  /** How the parts sit across the column: `stretch` (full width, the default), `start`, `center` or `end`. */
  align?: StackAlign;
  /**
   * Puts the parts side by side in equal columns wherever each can be at least this wide (a CSS length,
   * e.g. `180px`), one under another where not: a form's short fields in a row on a wide screen. The gap
   * is then both the columns' and the rows'. Unset (the default), the parts are always one under another.
   */
  minColumnWidth?: string;
  /**
   * With `minColumnWidth`, what a row with fewer parts than columns does: `collapse` (the default) stretches
   * the parts across the row; `keep` keeps each part one column wide, so a lone card is as wide as a card
   * in a full row.
   */
  emptyColumns?: 'collapse' | 'keep';
  /** The widest the stack grows (a CSS length, e.g. `720px`): a form or a step that should not run the screen's width. */
  maxWidth?: string;
  /** Centres the stack in its parent's width, taking all of it up to `maxWidth`. Default false. */
  centered?: boolean;
  /**
   * Lets the stack, as a part of a flex or grid parent, be narrower than its widest content
   * (`min-width: 0`), so a long value wraps or a wide table scrolls inside it instead of widening the
   * page. Default false.
   */
  shrinkable?: boolean;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<E>, 'as' | 'children'>;

/**
 * Parts one under another with one vertical rhythm: the gap is a step of the spacing scale, never a
 * margin on the parts. Every attribute of the element (a form's `onSubmit`, `noValidate`, `aria-label`)
 * passes through.
 */
export function Stack<E extends StackElement = 'div'>({
  as,
  gap = 'md',
  align = 'stretch',
  minColumnWidth,
  emptyColumns = 'collapse',
  maxWidth,
  centered = false,
  shrinkable = false,
  ...rest
}: StackProps<E>) {
  // The element's own attributes are typed by `E` above; the styled root is typed as the default `div`.
  const attributes = rest as ComponentPropsWithRef<'div'>;
  return (
    <StackRoot
      as={as ?? 'div'}
      $gap={gap}
      $align={align}
      $minColumnWidth={minColumnWidth}
      $emptyColumns={emptyColumns}
      $list={as === 'ul' || as === 'ol'}
      $maxWidth={maxWidth}
      $centered={centered}
      $shrinkable={shrinkable}
      {...attributes}
    />
  );
}
