import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addChip, isSameChip, removeChip } from '../../../components/ChipsInput/addChip.js';

const word = fc.string({ minLength: 1, maxLength: 12 });

describe('addChip', () => {
  it('adds the trimmed value', () => {
    expect(addChip([], '  Finance ')).toEqual({ status: 'added', chips: ['Finance'], chip: 'Finance' });
  });

  it('ignores empty and blank values', () => {
    fc.assert(
      fc.property(fc.array(word), fc.stringMatching(/^\s*$/), (chips, blank) => {
        expect(addChip(chips, blank).status).toBe('empty');
      }),
    );
  });

  it('ignores a value already present in any case, with any surrounding spaces', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1 }), fc.nat(), fc.boolean(), (chips, pick, upper) => {
        const list = chips.map((c) => c.trim()).filter(Boolean);
        fc.pre(list.length > 0);
        const existing = list[pick % list.length] ?? '';
        const typed = ` ${upper ? existing.toUpperCase() : existing.toLowerCase()} `;
        const result = addChip(list, typed);
        expect(result.status === 'duplicate' || result.status === 'empty').toBe(true);
      }),
    );
  });

  it('keeps the list free of case-insensitive duplicates whatever is typed', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 30 }), (typed) => {
        let chips: string[] = [];
        for (const value of typed) {
          const result = addChip(chips, value);
          if (result.status === 'added') chips = result.chips;
        }
        for (let i = 0; i < chips.length; i += 1) {
          for (let j = i + 1; j < chips.length; j += 1) {
            expect(isSameChip(chips[i] ?? '', chips[j] ?? '')).toBe(false);
          }
          expect(chips[i]).toBe(chips[i]?.trim());
          expect(chips[i]).not.toBe('');
        }
      }),
    );
  });

  it('never exceeds maxItems and never changes its input', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), word, fc.integer({ min: 0, max: 6 }), (chips, value, max) => {
        const before = [...chips];
        const result = addChip(chips, value, { maxItems: max });
        expect(chips).toEqual(before);
        if (result.status === 'added') expect(result.chips.length).toBeLessThanOrEqual(Math.max(max, chips.length));
        if (chips.length >= max && value.trim() !== '' && !chips.some((c) => isSameChip(c, value))) {
          expect(result.status).toBe('max');
        }
      }),
    );
  });

  it('reports the message of validate', () => {
    const validate = (v: string) => (v.length > 3 ? 'Too long' : undefined);
    expect(addChip([], 'Finance', { validate })).toEqual({ status: 'invalid', chip: 'Finance', message: 'Too long' });
    expect(addChip([], 'HR', { validate }).status).toBe('added');
  });
});

describe('removeChip', () => {
  it('removes exactly that chip', () => {
    expect(removeChip(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});
