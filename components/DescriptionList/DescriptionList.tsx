import type { ReactNode, Ref } from 'react';
import type { SpaceToken } from '../theme/tokens.js';
import { DescriptionListRoot } from './DescriptionList.styles.js';

/**
 * - `columns`: each term beside its value, at every width;
 * - `responsive`: the term above its value on a phone, beside it from the `md` breakpoint;
 * - `stacked`: each term above its value, at every width (narrow cards);
 * - `tiles`: each pair in a tile of its own, the values large (totals), the tiles wrapping.
 */
export type DescriptionListLayout = 'columns' | 'responsive' | 'stacked' | 'tiles';

/** One term and its value. */
export interface DescriptionItem {
  /** A key unique in the list; the item's index where unset (the list is read, not reordered). */
  id?: string;
  /** The label, e.g. "Account number". */
  term: ReactNode;
  /** The value; any content, e.g. a value with its `CopyButton`. */
  description: ReactNode;
}

export interface DescriptionListProps {
  /** The terms and values, in reading order. */
  items: readonly DescriptionItem[];
  /**
   * How the pairs are laid out. Default `responsive`: the term above its value on a phone, beside it
   * from the `md` breakpoint. `columns` keeps them side by side at every width, `stacked` one above the
   * other at every width (a narrow card), `tiles` puts each pair in a tile with a large value (totals).
   */
  layout?: DescriptionListLayout;
  /** The CSS grid track of the terms' column (`columns` and `responsive`). Default `minmax(8rem, 14rem)`. */
  termColumn?: string;
  /** The CSS grid track of the values' column (`columns` and `responsive`). Default `minmax(0, 1fr)`. */
  valueColumn?: string;
  /** The space between pairs (and, side by side, between lines). Default `xs`; `tiles` ignore it. */
  rowGap?: SpaceToken;
  /** The space between a term and its value side by side. Default `lg`; `tiles` ignore it. */
  columnGap?: SpaceToken;
  /** Where the values sit in their column: `start` (the default) or `end` (amounts lined up on the right). */
  valueAlign?: 'start' | 'end';
  /** The values' weight: `regular` (the default) or `medium` (the values read before their labels). */
  valueWeight?: 'regular' | 'medium';
  /**
   * How a value too long for its line breaks: `anywhere` (the default), so an IBAN or an address never
   * runs out of its column; `words`, only between words, the values' column then keeping the room of its
   * longest word.
   */
  valueWrap?: 'anywhere' | 'words';
  /** The list's accessible name, when the screen has more than one. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Set while the values load (the tiles show skeletons). */
  'aria-busy'?: boolean;
  className?: string;
  ref?: Ref<HTMLDListElement>;
}

/**
 * Label/value pairs as a real description list (`<dl>`): each pair a `<div>` holding its `<dt>` and
 * `<dd>`, as HTML allows. Terms are muted; values wrap rather than run out of their column.
 */
export function DescriptionList({
  items,
  layout = 'responsive',
  termColumn = 'minmax(8rem, 14rem)',
  valueColumn = 'minmax(0, 1fr)',
  rowGap = 'xs',
  columnGap = 'lg',
  valueAlign = 'start',
  valueWeight = 'regular',
  valueWrap = 'anywhere',
  ref,
  ...attributes
}: DescriptionListProps) {
  return (
    <DescriptionListRoot
      ref={ref}
      $layout={layout}
      $termColumn={termColumn}
      $valueColumn={valueColumn}
      $rowGap={rowGap}
      $columnGap={columnGap}
      $valueAlign={valueAlign}
      $valueWeight={valueWeight}
      $valueWrap={valueWrap}
      {...attributes}
    >
      {items.map((item, index) => (
        <div key={item.id ?? index}>
          <dt>{item.term}</dt>
          <dd>{item.description}</dd>
        </div>
      ))}
    </DescriptionListRoot>
  );
}
