import { useEffect, useState } from 'react';

/** Milliseconds a search box waits after the last keystroke before its text is asked for. */
export const SEARCH_DELAY_MS = 300;

/**
 * The text typed in a search box, handed on once typing pauses for `delayMs`: a query keyed by it asks
 * for the last input only, never for each keystroke on the way. Clearing the box hands on at once.
 */
export function useSettledText(text: string, delayMs = SEARCH_DELAY_MS): string {
  const [settled, setSettled] = useState(text);
  const cleared = text.trim() === '';
  useEffect(() => {
    if (cleared) return;
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, cleared]);
  return cleared ? '' : settled;
}
