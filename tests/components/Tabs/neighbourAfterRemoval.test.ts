import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { neighbourAfterRemoval } from '../../../components/Tabs/tabFocus.js';

describe('neighbourAfterRemoval', () => {
  it('moves to the next tab, else the previous, else nothing', () => {
    expect(neighbourAfterRemoval(['a', 'b', 'c'], 'b')).toBe('c');
    expect(neighbourAfterRemoval(['a', 'b', 'c'], 'c')).toBe('b');
    expect(neighbourAfterRemoval(['a'], 'a')).toBeNull();
    expect(neighbourAfterRemoval(['a', 'b'], 'z')).toBeNull();
  });
  it('skips tabs that cannot take focus', () => {
    expect(neighbourAfterRemoval(['a', 'b', 'c', 'd'], 'b', (k) => k !== 'c')).toBe('d');
    expect(neighbourAfterRemoval(['a', 'b', 'c'], 'b', (k) => k !== 'c')).toBe('a');
    expect(neighbourAfterRemoval(['a', 'b', 'c'], 'b', (k) => k === 'b')).toBeNull();
  });
  it('always returns another focusable key from the list, nearest after (or else before) the removed one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.func(fc.boolean()),
        (keys, pick, focusable) => {
          const removed = keys[pick % keys.length] ?? 0;
          const result = neighbourAfterRemoval(keys, removed, focusable);
          const index = keys.indexOf(removed);
          const after = keys.slice(index + 1).filter((k) => focusable(k));
          const before = keys.slice(0, index).filter((k) => focusable(k));
          expect(result).toBe(after[0] ?? before[before.length - 1] ?? null);
        },
      ),
    );
  });
});
