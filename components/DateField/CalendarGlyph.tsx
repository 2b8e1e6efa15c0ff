import { StrokeGlyph } from '../internal/StrokeGlyph.js';

/**
 * The calendar icon of the date pickers' button: lucide's "calendar-days" (ISC). Decorative: the button
 * it sits in is named by react-aria.
 */
export function CalendarGlyph({ size = 18 }: { size?: number }) {
  return (
    <StrokeGlyph size={size}>
      <path d="M8 2v3M16 2v3M3 9h18M8 13h.01M12 13h.01M16 13h.01M8 17h.01M12 17h.01M16 17h.01" />
      <rect x="3" y="3" width="18" height="18" rx="2" />
    </StrokeGlyph>
  );
}
