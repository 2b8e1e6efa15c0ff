/**
 * Turns typed, pasted or autofilled text into the digits of a one-time code: keeps the digits in
 * order (dropping spaces, dashes and any other character, so "123 456", "123-456" and
 * "Your code: 123456" all work) and cuts the result to `length`.
 */
export function parseOtpInput(text: string, length: number): string {
  const limit = Math.max(0, Math.floor(length));
  let digits = '';
  for (const char of text) {
    if (digits.length >= limit) break;
    if (char >= '0' && char <= '9') digits += char;
  }
  return digits;
}

/**
 * The code after pasting `pasted` over the selection [`start`, `end`) of `current`: a paste that
 * holds a whole code replaces everything, a partial one is inserted at the selection.
 */
export function pasteIntoOtp(current: string, pasted: string, start: number, end: number, length: number): string {
  const digits = parseOtpInput(pasted, length);
  if (digits.length === 0) return current;
  if (digits.length >= length) return digits;
  const from = Math.max(0, Math.min(start, current.length));
  const to = Math.max(from, Math.min(end, current.length));
  return parseOtpInput(current.slice(0, from) + digits + current.slice(to), length);
}

/** The code and the highlighted slot after an editing key. */
export interface OtpEdit {
  value: string;
  /** Index of the highlighted slot: the digit that typing replaces, or the first empty slot. */
  caret: number;
}

/** Highest slot the highlight may rest on: the first empty slot, or the last slot when full. */
export function lastCaret(value: string, length: number): number {
  return Math.max(0, Math.min(value.length, length - 1));
}

/**
 * What an editing key does to the code, as a pure function of the code and the highlighted slot.
 * Backspace clears the highlighted digit (or, on an empty slot, the one before it) and moves the
 * highlight back; Delete clears the highlighted digit; arrows, Home and End move the highlight
 * within the filled slots plus the first empty one. Returns `null` for keys it does not handle.
 */
export function applyOtpKey(value: string, caret: number, key: string, length: number): OtpEdit | null {
  const at = Math.max(0, Math.min(caret, lastCaret(value, length)));
  switch (key) {
    case 'Backspace': {
      if (value.length === 0) return { value, caret: 0 };
      if (at < value.length) {
        const next = value.slice(0, at) + value.slice(at + 1);
        return { value: next, caret: at === value.length - 1 ? at : Math.max(0, at - 1) };
      }
      return { value: value.slice(0, at - 1), caret: at - 1 };
    }
    case 'Delete': {
      if (at >= value.length) return { value, caret: at };
      const next = value.slice(0, at) + value.slice(at + 1);
      return { value: next, caret: Math.min(at, lastCaret(next, length)) };
    }
    case 'ArrowLeft':
      return { value, caret: Math.max(0, at - 1) };
    case 'ArrowRight':
      return { value, caret: Math.min(lastCaret(value, length), at + 1) };
    case 'Home':
    case 'ArrowUp':
      return { value, caret: 0 };
    case 'End':
    case 'ArrowDown':
      return { value, caret: lastCaret(value, length) };
    default:
      return null;
  }
}
