import { useRef, type KeyboardEvent } from 'react';

/** An option as typeahead sees it. */
export interface TypeaheadItem<K> {
  key: K;
  textValue: string;
  isDisabled?: boolean;
}

const startsWith = (text: string, search: string) => text.toLocaleLowerCase().startsWith(search.toLocaleLowerCase());

/**
 * The option typeahead moves to (WAI-ARIA APG): the next option whose text starts with what was
 * typed, searching from the current one and wrapping round. Typing one character again and again
 * ("d", "dd", "ddd") cycles through the options starting with it, beginning after the current one.
 */
export function typeaheadMatch<K>(items: readonly TypeaheadItem<K>[], search: string, currentKey: K | null): K | null {
  if (search === '') return null;
  const enabled = items.filter((item) => !item.isDisabled);
  const current = enabled.findIndex((item) => item.key === currentKey);
  const repeated = [...search].every((char) => char.toLocaleLowerCase() === search[0]?.toLocaleLowerCase());
  const prefix = repeated ? search.slice(0, 1) : search;
  // A new single letter or a repeated one moves past the current option; a longer word may keep it.
  const start = repeated ? current + 1 : Math.max(current, 0);
  for (let offset = 0; offset < enabled.length; offset += 1) {
    const item = enabled[(start + offset) % enabled.length];
    if (item && startsWith(item.textValue, prefix)) return item.key;
  }
  return null;
}

/** Keys typed within this long of each other make one search. */
const TYPEAHEAD_PAUSE_MS = 1000;

/**
 * Typeahead for a list: feed it key presses; it answers with the key to move to (or null when the
 * press is not a printable character or nothing matches).
 */
export function useTypeahead<K>(getItems: () => readonly TypeaheadItem<K>[]) {
  const buffer = useRef({ search: '', at: 0 });
  return (event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }, currentKey: K | null) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return null;
    if (event.key === ' ' && buffer.current.search === '') return null;
    const now = Date.now();
    const search = now - buffer.current.at > TYPEAHEAD_PAUSE_MS ? event.key : buffer.current.search + event.key;
    buffer.current = { search, at: now };
    return typeaheadMatch(getItems(), search, currentKey);
  };
}

/** The focus of a list's options, as react-stately's selection manager keeps it. */
interface ListFocus<K> {
  readonly focusedKey: K | null;
  setFocusedKey(key: K | null): void;
}

/**
 * The capture-phase key handler of a list with our typeahead, which replaces react-aria's (that one stays
 * put when the same letter is typed again). A match takes focus and the key goes no further; it runs in
 * the capture phase, as react-aria's does, so a space inside a search ("United K") does not reach the
 * option and activate it. Other printable keys stop here too; every other key goes on to `next`, the
 * list's own capture handler.
 */
export function useTypeaheadKeyDownCapture<K, E extends Element>(
  getItems: () => readonly TypeaheadItem<K>[],
  focus: ListFocus<K>,
  next: ((event: KeyboardEvent<E>) => void) | undefined,
) {
  const typeahead = useTypeahead(getItems);
  return (event: KeyboardEvent<E>) => {
    const match = typeahead(event, focus.focusedKey);
    if (match != null) {
      event.preventDefault();
      event.stopPropagation();
      focus.setFocusedKey(match);
      return;
    }
    if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) return;
    next?.(event);
  };
}
