/**
 * The calendar icon of the date pickers' button: lucide's "calendar-days" (ISC) drawn inline, so the
 * pickers do not carry lucide-react's icon runtime (~1 kB gzip) in their own import cost.
 * Decorative: the button it sits in is named by react-aria.
 */
export function CalendarGlyph({ size = 18 }: { size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M8 2v3M16 2v3M3 9h18M8 13h.01M12 13h.01M16 13h.01M8 17h.01M12 17h.01M16 17h.01" />
      <rect x="3" y="3" width="18" height="18" rx="2" />
    </svg>
  );
}
