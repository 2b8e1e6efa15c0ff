// Where each bound field of a form takes focus, so a submit with errors can focus the first invalid
// field in document order. react-hook-form's own `shouldFocusError` follows registration order, which
// differs from the page's order once a field mounts later (a field shown by a choice).

interface FocusEntry {
  /** The element whose place in the document orders the field. */
  anchor: Element;
  /** The element that takes focus (the input itself, not a wrapper). */
  target: () => HTMLElement | null;
}

const fieldsByForm = new WeakMap<object, Map<string, FocusEntry>>();

/** Records (or, with `null`, forgets) where the field `name` of the form `control` takes focus. */
export function registerFocusTarget(control: object, name: string, entry: FocusEntry | null): void {
  let fields = fieldsByForm.get(control);
  if (!fields) {
    fields = new Map();
    fieldsByForm.set(control, fields);
  }
  if (entry) fields.set(name, entry);
  else fields.delete(name);
}

/** True when `a` comes before `b` in the document. */
function precedes(a: Element, b: Element): boolean {
  return (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

/**
 * Focuses the first bound field of the form, in document order, for which `isInvalid(name)` holds;
 * returns its name, or `undefined` when there is none.
 */
export function focusFirstInvalidField(control: object, isInvalid: (name: string) => boolean): string | undefined {
  const fields = fieldsByForm.get(control);
  if (!fields) return undefined;
  let first: [string, FocusEntry] | undefined;
  for (const [name, entry] of fields) {
    if (!isInvalid(name) || !entry.anchor.isConnected) continue;
    if (!first || precedes(entry.anchor, first[1].anchor)) first = [name, entry];
  }
  if (!first) return undefined;
  first[1].target()?.focus();
  return first[0];
}
