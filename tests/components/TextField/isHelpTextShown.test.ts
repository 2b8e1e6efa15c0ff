import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isHelpTextShown } from '../../../components/TextField/TextField.js';

describe('isHelpTextShown', () => {
  it('always shows in "always" mode', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (isFocused, wasFocused) => {
        expect(isHelpTextShown('always', { isFocused, wasFocused })).toBe(true);
      }),
    );
  });

  it('shows only while focused in "focus" mode', () => {
    expect(isHelpTextShown('focus', { isFocused: true, wasFocused: true })).toBe(true);
    expect(isHelpTextShown('focus', { isFocused: false, wasFocused: true })).toBe(false);
    expect(isHelpTextShown('focus', { isFocused: false, wasFocused: false })).toBe(false);
  });

  it('stays shown once touched in "touched" mode', () => {
    expect(isHelpTextShown('touched', { isFocused: false, wasFocused: false })).toBe(false);
    expect(isHelpTextShown('touched', { isFocused: true, wasFocused: true })).toBe(true);
    expect(isHelpTextShown('touched', { isFocused: false, wasFocused: true })).toBe(true);
  });
});
