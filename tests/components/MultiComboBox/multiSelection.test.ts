import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addValue, availableOptions, removeValue } from '../../../components/MultiComboBox/multiSelection.js';

const contains = (text: string, query: string) => text.toLowerCase().includes(query.toLowerCase());

describe('multi selection', () => {
  it('adds once and keeps the picking order', () => {
    expect(addValue(['US'], 'CA')).toEqual(['US', 'CA']);
    expect(addValue(['US', 'CA'], 'US')).toEqual(['US', 'CA']);
  });
  it('add then remove leaves the other values untouched', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string()), fc.string(), (values, value) => {
        fc.pre(!values.includes(value));
        expect(removeValue(addValue(values, value), value)).toEqual(values);
        expect(addValue(addValue(values, value), value)).toEqual([...values, value]);
      }),
    );
  });
  it('never offers a chosen value, and offers every unchosen one for an empty query', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ value: fc.string(), label: fc.string() }), { selector: (o) => o.value }),
        fc.array(fc.string()),
        fc.string(),
        (options, chosen, query) => {
          const offered = availableOptions(options, chosen, query, contains);
          for (const option of offered) expect(chosen).not.toContain(option.value);
          expect(availableOptions(options, chosen, '  ', contains)).toEqual(
            options.filter((o) => !chosen.includes(o.value)),
          );
        },
      ),
    );
  });
});
