import type { SortDescriptor } from './column.js';

/** Lucide's arrow-up, arrow-down and chevrons-up-down (ISC): each two strokes, drawn as lucide draws them. */
const strokes: Record<SortDescriptor['direction'] | 'none', [string, string]> = {
  ascending: ['m5 12 7-7 7 7', 'M12 19V5'],
  descending: ['M12 5v14', 'm19 12-7 7-7-7'],
  none: ['m7 15 5 5 5-5', 'm7 9 5-5 5 5'],
};

/**
 * A sortable header's icon: an arrow up or down for the column the rows are sorted by, a double chevron
 * for the others. Drawn inline, so the grid does not carry lucide-react's icon runtime (~1.2 kB gzip) in
 * its import cost. Decorative: the header's `aria-sort` says how it is sorted.
 */
export function SortGlyph({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  const [first, second] = strokes[direction ?? 'none'];
  return (
    <svg
      data-sort-icon=""
      aria-hidden="true"
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={first} />
      <path d={second} />
    </svg>
  );
}
