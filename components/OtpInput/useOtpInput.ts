import {
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { applyOtpKey, lastCaret, parseOtpInput, pasteIntoOtp } from './parseOtpInput.js';

export interface UseOtpInputOptions {
  /** Number of digits. */
  length: number;
  /** The code (controlled). */
  value?: string;
  /** The initial code (uncontrolled). */
  defaultValue?: string;
  /** Called with the digits whenever they change. */
  onChange?: (value: string) => void;
  /** Called once each time the last slot is filled, with the whole code. */
  onComplete?: (code: string) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

export interface OtpSelection {
  start: number;
  end: number;
}

const EDIT_KEYS = new Set(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Puts the browser selection on the highlighted slot: the digit there, or an empty caret. */
function placeCaret(input: HTMLInputElement, value: string, caret: number) {
  if (caret < value.length) input.setSelectionRange(caret, caret + 1);
  else input.setSelectionRange(caret, caret);
}

/**
 * Behaviour of a one-time-code field drawn as slots over one real input: keeps digits only,
 * highlights one slot at a time (typing replaces the highlighted digit), handles paste, editing
 * keys and clicks on a slot, and reports completion.
 */
export function useOtpInput(options: UseOtpInputOptions, inputRef: RefObject<HTMLInputElement | null>) {
  const { length, onComplete, isDisabled, isReadOnly } = options;
  const [rawValue, setRawValue] = useControlledState(options.value, options.defaultValue ?? '', options.onChange);
  const value = parseOtpInput(rawValue ?? '', length);
  const [selection, setSelection] = useState<OtpSelection>({ start: 0, end: 0 });
  const [isFocused, setFocused] = useState(false);
  const pendingCaret = useRef<number | null>(null);

  const commit = (next: string, caret: number) => {
    pendingCaret.current = caret;
    if (next === value) {
      const input = inputRef.current;
      if (input) placeCaret(input, next, caret);
      setSelection({ start: caret, end: caret < next.length ? caret + 1 : caret });
      pendingCaret.current = null;
      return;
    }
    setRawValue(next);
    if (next.length === length) onComplete?.(next);
  };

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    if (!input || caret == null) return;
    pendingCaret.current = null;
    if (input.ownerDocument.activeElement !== input) return;
    placeCaret(input, value, caret);
    setSelection({ start: caret, end: caret < value.length ? caret + 1 : caret });
  }, [value, inputRef]);

  const onChange = (raw: string) => {
    const input = inputRef.current;
    const digits = parseOtpInput(raw, length);
    const hasOther = digits.length !== raw.length;
    // A stray character typed over a digit would drop that digit; keep the code unless the text
    // holds a whole code (a password manager may fill "123 456").
    if (hasOther && digits.length < length) {
      if (input) input.value = value;
      commit(value, Math.min(selection.start, lastCaret(value, length)));
      return;
    }
    const typedCaret = input?.selectionStart ?? digits.length;
    commit(digits, Math.min(typedCaret, lastCaret(digits, length)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isDisabled || event.ctrlKey || event.metaKey || event.altKey) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? 0;
    const end = input.selectionEnd ?? start;
    if (event.key.length === 1 && (event.key < '0' || event.key > '9')) {
      event.preventDefault();
      return;
    }
    if (!EDIT_KEYS.has(event.key)) return;
    if (isReadOnly && (event.key === 'Backspace' || event.key === 'Delete')) return;
    event.preventDefault();
    if (end - start > 1 && (event.key === 'Backspace' || event.key === 'Delete')) {
      const next = value.slice(0, start) + value.slice(end);
      commit(next, Math.min(start, lastCaret(next, length)));
      return;
    }
    const edit = applyOtpKey(value, start, event.key, length);
    if (edit) commit(edit.value, edit.caret);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (isDisabled || isReadOnly) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? start;
    const text = event.clipboardData.getData('text');
    const inserted = parseOtpInput(text, length).length;
    const next = pasteIntoOtp(value, text, start, end, length);
    const caret = inserted >= length ? lastCaret(next, length) : Math.min(start + inserted, lastCaret(next, length));
    commit(next, caret);
  };

  /** Keeps the highlight on one slot whenever the browser moves the selection. */
  const onSelect = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const start = input.selectionStart ?? 0;
    const end = input.selectionEnd ?? start;
    if (end - start > 1) {
      setSelection({ start, end });
      return;
    }
    const caret = Math.min(start, lastCaret(value, length));
    const wanted = caret < value.length ? caret + 1 : caret;
    if (start !== caret || end !== wanted) placeCaret(input, value, caret);
    setSelection({ start: caret, end: wanted });
  };

  /** A click lands on the slot under the pointer (or the first empty one). */
  const onClick = (event: MouseEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const box = input.getBoundingClientRect();
    if (box.width === 0) return;
    const slot = Math.floor(((event.clientX - box.left) / box.width) * length);
    const caret = Math.max(0, Math.min(slot, lastCaret(value, length)));
    placeCaret(input, value, caret);
    setSelection({ start: caret, end: caret < value.length ? caret + 1 : caret });
  };

  /**
   * Entering a filled field selects the whole code, so typing a new one replaces it. Chromium selects all
   * on a Tab of its own, but not when a script gives focus, and in CI not always on a Tab either (one slot
   * highlighted), so the field does it itself; a click then moves to the slot under the pointer.
   */
  const onFocus = (event: SyntheticEvent<HTMLInputElement>) => {
    setFocused(true);
    const input = event.currentTarget;
    if (value.length === length) {
      input.setSelectionRange(0, length);
      setSelection({ start: 0, end: length });
      return;
    }
    onSelect(event);
  };

  const onBlur = () => setFocused(false);

  return {
    value,
    selection,
    isFocused,
    inputHandlers: { onChange, onKeyDown, onPaste, onSelect, onClick, onFocus, onBlur },
  };
}
