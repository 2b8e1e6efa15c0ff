// Where the fields that take no ref take focus inside their `FieldAnchor` (module-level functions, so
// the anchor's ref stays stable).

/** The first editable segment of a date (the month in MM/dd/yyyy): where typing a date starts. */
export function firstDateSegment(anchor: HTMLElement): HTMLElement | null {
  return anchor.querySelector<HTMLElement>('[role="spinbutton"]:not([aria-disabled="true"])');
}

/** The chosen tile's radio, else the first one that can be chosen (where Tab enters the group). */
export function radioToFocus(anchor: HTMLElement): HTMLElement | null {
  return (
    anchor.querySelector<HTMLElement>('input[type="radio"]:checked') ??
    anchor.querySelector<HTMLElement>('input[type="radio"]:not(:disabled)')
  );
}

/** The button that opens the file chooser (the file input itself is hidden from the keyboard). */
export function chooseFileButton(anchor: HTMLElement): HTMLElement | null {
  return anchor.querySelector<HTMLElement>('button:not(:disabled)');
}
