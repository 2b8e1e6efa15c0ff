import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addChip,
  chipKey,
  chipNames,
  chipsFromNames,
  isSameChip,
  removeChipAt,
  type ChipItem,
} from '../../../components/ChipsInput/addChip.js';

const word = fc.string({ minLength: 1, maxLength: 12 });
/** Chips with distinct ids, some of them typed (no id). */
const chipList = fc
  .uniqueArray(fc.record({ id: fc.option(fc.nat(), { nil: undefined }), name: word }), {
    selector: (chip) => chip.name.trim().toLowerCase(),
    maxLength: 8,
  })
  .map((chips) =>
    chips.map((chip, index): ChipItem =>
      chip.id === undefined ? { name: chip.name } : { id: index, name: chip.name },
    ),
  );

describe('addChip', () => {
  it('adds the trimmed value as a chip without an id', () => {
    expect(addChip([], '  Finance ')).toEqual({
      status: 'added',
      chips: [{ name: 'Finance' }],
      chip: { name: 'Finance' },
    });
  });

  it('ignores empty and blank values', () => {
    fc.assert(
      fc.property(chipList, fc.stringMatching(/^\s*$/), (chips, blank) => {
        expect(addChip(chips, blank).status).toBe('empty');
      }),
    );
  });

  it('ignores a value already present in any case, with any surrounding spaces, and names the chip it matches', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1 }), fc.nat(), fc.boolean(), (names, pick, upper) => {
        const list = names.map((c) => c.trim()).filter(Boolean);
        fc.pre(list.length > 0);
        const chips = list.map((name, id) => ({ id, name }));
        const existing = list[pick % list.length] ?? '';
        const typed = ` ${upper ? existing.toUpperCase() : existing.toLowerCase()} `;
        const result = addChip(chips, typed);
        expect(result.status === 'duplicate' || result.status === 'empty').toBe(true);
        if (result.status === 'duplicate') expect(chips).toContain(result.existing);
      }),
    );
  });

  it('keeps the list free of case-insensitive duplicates whatever is typed', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 30 }), (typed) => {
        let chips: ChipItem[] = [];
        for (const value of typed) {
          const result = addChip(chips, value);
          if (result.status === 'added') chips = result.chips;
        }
        const names = chipNames(chips);
        for (let i = 0; i < names.length; i += 1) {
          for (let j = i + 1; j < names.length; j += 1) {
            expect(isSameChip(names[i] ?? '', names[j] ?? '')).toBe(false);
          }
          expect(names[i]).toBe(names[i]?.trim());
          expect(names[i]).not.toBe('');
        }
        expect(new Set(chips.map(chipKey)).size).toBe(chips.length);
      }),
    );
  });

  it('keeps every existing chip, id included, and never changes its input', () => {
    fc.assert(
      fc.property(chipList, word, (chips, value) => {
        const before = structuredClone(chips);
        const result = addChip(chips, value);
        expect(chips).toEqual(before);
        if (result.status === 'added') {
          expect(result.chips.slice(0, -1)).toEqual(chips);
          expect(result.chips.at(-1)).toEqual({ name: value.trim() });
          expect('id' in result.chip).toBe(false);
        }
      }),
    );
  });

  it('never exceeds maxItems', () => {
    fc.assert(
      fc.property(chipList, word, fc.integer({ min: 0, max: 6 }), (chips, value, max) => {
        const result = addChip(chips, value, { maxItems: max });
        if (result.status === 'added') expect(result.chips.length).toBeLessThanOrEqual(Math.max(max, chips.length));
        if (chips.length >= max && value.trim() !== '' && !chips.some((c) => isSameChip(c.name, value))) {
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

describe('removeChipAt', () => {
  it('removes exactly the chip at that place; the others keep their ids and order', () => {
    fc.assert(
      fc.property(chipList, fc.nat(), (chips, pick) => {
        fc.pre(chips.length > 0);
        const index = pick % chips.length;
        const next = removeChipAt(chips, index);
        expect(next).toEqual([...chips.slice(0, index), ...chips.slice(index + 1)]);
      }),
    );
    expect(removeChipAt([{ id: 1, name: 'a' }], 3)).toEqual([{ id: 1, name: 'a' }]);
  });
});

describe('chip helpers', () => {
  it('turns plain names into chips and back', () => {
    expect(chipsFromNames(['a', 'b'])).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(chipNames([{ id: 1, name: 'a' }, { name: 'b' }])).toEqual(['a', 'b']);
  });

  it('gives an id and a name that look alike different keys', () => {
    expect(chipKey({ id: 1, name: 'x' })).not.toBe(chipKey({ name: '1' }));
    expect(chipKey({ id: 1, name: 'x' })).not.toBe(chipKey({ id: '1', name: 'x' }));
  });
});
