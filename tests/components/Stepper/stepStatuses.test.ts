import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stepStatuses } from '../../../components/Stepper/Stepper.js';

describe('stepStatuses', () => {
  const steps = ['a', 'b', 'c', 'd'].map((id) => ({ id, label: id.toUpperCase() }));

  it('marks earlier steps complete, the current one current and later ones upcoming', () => {
    expect(stepStatuses(steps, 'c')).toEqual(['complete', 'complete', 'current', 'upcoming']);
    expect(stepStatuses(steps, 'a')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('keeps an explicit status such as error', () => {
    const withError = steps.map((s) => (s.id === 'b' ? { ...s, status: 'error' as const } : s));
    expect(stepStatuses(withError, 'c')).toEqual(['complete', 'error', 'current', 'upcoming']);
  });

  it('has exactly one current step whenever the current id exists', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(11), (count, pick) => {
        const list = Array.from({ length: count }, (_, i) => ({ id: `s${i}`, label: `Step ${i}` }));
        const current = pick % count;
        const statuses = stepStatuses(list, `s${current}`);
        expect(statuses.filter((s) => s === 'current')).toHaveLength(1);
        expect(statuses.indexOf('current')).toBe(current);
      }),
    );
  });
});
