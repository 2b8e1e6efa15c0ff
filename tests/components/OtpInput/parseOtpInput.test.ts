import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyOtpKey, parseOtpInput, pasteIntoOtp } from '../../../components/OtpInput/parseOtpInput.js';

const digit = fc.constantFrom(...'0123456789'.split(''));
const digits = fc.array(digit, { maxLength: 12 }).map((list) => list.join(''));
const separator = fc.constantFrom(' ', '-', '  ', ' - ', '\u00a0', '\t');

describe('parseOtpInput', () => {
  it('reads codes written with spaces or dashes', () => {
    expect(parseOtpInput('123 456', 6)).toBe('123456');
    expect(parseOtpInput('123-456', 6)).toBe('123456');
    expect(parseOtpInput(' 12 34 ', 6)).toBe('1234');
    expect(parseOtpInput('Your code: 987654.', 6)).toBe('987654');
    expect(parseOtpInput('abc', 6)).toBe('');
  });

  it('returns only digits, in order, never longer than the length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.integer({ min: 0, max: 10 }), (text, length) => {
        const parsed = parseOtpInput(text, length);
        expect(parsed).toMatch(/^[0-9]*$/);
        expect(parsed.length).toBeLessThanOrEqual(length);
        const allDigits = text.replace(/[^0-9]/g, '');
        expect(allDigits.startsWith(parsed)).toBe(true);
        expect(parsed.length).toBe(Math.min(length, allDigits.length));
      }),
    );
  });

  it('ignores any separators placed between the digits of a code', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(digit, fc.option(separator)), { maxLength: 10 }), (parts) => {
        const code = parts.map(([d]) => d).join('');
        const written = parts.map(([d, sep]) => d + (sep ?? '')).join('');
        expect(parseOtpInput(written, 6)).toBe(code.slice(0, 6));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = parseOtpInput(text, 6);
        expect(parseOtpInput(once, 6)).toBe(once);
      }),
    );
  });
});

describe('pasteIntoOtp', () => {
  it('replaces everything with a pasted whole code', () => {
    fc.assert(
      fc.property(digits, fc.array(digit, { minLength: 6, maxLength: 8 }), separator, (current, code, sep) => {
        const pasted = `${code.slice(0, 3).join('')}${sep}${code.slice(3).join('')}`;
        const current6 = current.slice(0, 6);
        expect(pasteIntoOtp(current6, pasted, 0, 0, 6)).toBe(code.join('').slice(0, 6));
      }),
    );
  });

  it('inserts a partial code at the selection and keeps the result a valid code', () => {
    expect(pasteIntoOtp('12', '34', 2, 2, 6)).toBe('1234');
    expect(pasteIntoOtp('1256', '34', 2, 2, 6)).toBe('123456');
    fc.assert(
      fc.property(digits, fc.string({ maxLength: 8 }), fc.nat(8), fc.nat(8), (current, pasted, a, b) => {
        const code = current.slice(0, 6);
        const next = pasteIntoOtp(code, pasted, Math.min(a, b), Math.max(a, b), 6);
        expect(next).toMatch(/^[0-9]{0,6}$/);
      }),
    );
  });

  it('leaves the code alone when the clipboard holds no digit', () => {
    expect(pasteIntoOtp('123', 'hello', 1, 2, 6)).toBe('123');
  });
});

describe('applyOtpKey', () => {
  it('clears the last digit with Backspace, then the ones before it', () => {
    let edit = applyOtpKey('123456', 5, 'Backspace', 6);
    expect(edit).toEqual({ value: '12345', caret: 5 });
    edit = applyOtpKey('12345', 5, 'Backspace', 6);
    expect(edit).toEqual({ value: '1234', caret: 4 });
  });

  it('moves with arrows within the filled slots and the first empty one', () => {
    expect(applyOtpKey('123', 3, 'ArrowRight', 6)).toEqual({ value: '123', caret: 3 });
    expect(applyOtpKey('123', 3, 'ArrowLeft', 6)).toEqual({ value: '123', caret: 2 });
    expect(applyOtpKey('123', 0, 'ArrowLeft', 6)).toEqual({ value: '123', caret: 0 });
    expect(applyOtpKey('123', 1, 'End', 6)).toEqual({ value: '123', caret: 3 });
    expect(applyOtpKey('123456', 1, 'End', 6)).toEqual({ value: '123456', caret: 5 });
    expect(applyOtpKey('123', 2, 'Home', 6)).toEqual({ value: '123', caret: 0 });
    expect(applyOtpKey('123', 2, 'x', 6)).toBeNull();
  });

  it('keeps a valid code and an in-range caret for any key sequence', () => {
    const key = fc.constantFrom('Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Home', 'End');
    fc.assert(
      fc.property(digits, fc.nat(8), fc.array(key, { maxLength: 20 }), (start, caret, keys) => {
        let state = { value: start.slice(0, 6), caret };
        for (const k of keys) {
          const before = state.value;
          const edit = applyOtpKey(state.value, state.caret, k, 6);
          expect(edit).not.toBeNull();
          if (!edit) return;
          state = edit;
          expect(state.value).toMatch(/^[0-9]{0,6}$/);
          expect(state.caret).toBeGreaterThanOrEqual(0);
          expect(state.caret).toBeLessThanOrEqual(Math.min(state.value.length, 5));
          if (k.startsWith('Arrow') || k === 'Home' || k === 'End') expect(state.value).toBe(before);
          else expect(before.length - state.value.length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
