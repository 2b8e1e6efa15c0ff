import { StrokeGlyph } from '../internal/StrokeGlyph.js';
import type { SortDescriptor } from './column.js';

/** Lucide's arrow-up, arrow-down and chevrons-up-down (ISC): each two strokes, drawn as lucide draws them. */
const strokes: Record<SortDescriptor['direction'] | 'none', [string, string]> = {
  ascending: ['m5 12 7-7 7 7', 'M12 19V5'],
  descending: ['M12 5v14', 'm19 12-7 7-7-7'],
  none: ['m7 15 5 5 5-5', 'm7 9 5-5 5 5'],
};

/**
 * A sortable header's icon: an arrow up or down for the column the rows are sorted by, a double chevron
 * for the others. Decorative: the header's `aria-sort` says how it is sorted.
 */
export function SortGlyph({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  const [first, second] = strokes[direction ?? 'none'];
  return (
    <StrokeGlyph size={14} data-sort-icon="">
      <path d={first} />
      <path d={second} />
    </StrokeGlyph>
  );
}
