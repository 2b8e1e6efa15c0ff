import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  loadSicCatalogue,
  sicCodeOfChoice,
  sicDivisionNames,
  sicEntries,
  sicEntriesOf,
  sicEntryOfChoice,
  sicGroupsOf,
  type SicCatalogue,
  type SicEntry,
} from '../../../features/kyb/sic.js';
import { searchSic, sicSearchIndex, type SicSearchIndex } from '../../../features/kyb/sicSearch.js';

let catalogue: SicCatalogue;
let entries: SicEntry[];
let index: SicSearchIndex;

beforeAll(async () => {
  catalogue = await loadSicCatalogue();
  entries = sicEntries(catalogue);
  index = sicSearchIndex(entries);
});

const words = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

describe('the SIC catalogue', () => {
  it('holds the 1,006 entries with unique 4-digit codes, 0000 under Unknown', () => {
    expect(entries).toHaveLength(1006);
    expect(new Set(entries.map((entry) => entry.code)).size).toBe(1006);
    for (const entry of entries) {
      expect(entry.code).toMatch(/^\d{4}$/);
      expect(entry.label).toBe(`${entry.code} - ${entry.title}`);
      expect(entry.code.startsWith(entry.industryGroup.code)).toBe(true);
    }
    expect(entries.find((entry) => entry.code === '0000')).toMatchObject({ division: 'Unknown', title: 'Unknown' });
  });

  it('level one: the division names in the product order, each with its groups', () => {
    expect(sicDivisionNames(catalogue)).toEqual([
      'Unknown',
      'Public Administration',
      'Agriculture/Forestry/Fishing',
      'Construction',
      'Finance/Insurance/Real Estate',
      'Manufacturing',
      'Mining',
      'Retail Trade',
      'Services',
      'Transport and Public Utilities',
      'Wholesale Trade',
    ]);
    const agriculture = sicGroupsOf(catalogue, 'Agriculture/Forestry/Fishing');
    expect(agriculture).toHaveLength(5);
    expect(agriculture[0]?.industry_groups[0]?.label).toBe('011 - Cash Grains');
    expect(sicGroupsOf(catalogue, 'Nowhere')).toEqual([]);
  });

  it('level two: a group’s entries as "code - title"', () => {
    const cashGrains = sicEntriesOf(catalogue, '011').map((entry) => entry.label);
    expect(cashGrains[0]).toBe('0111 - Wheat');
    expect(cashGrains.every((label) => label.startsWith('011'))).toBe(true);
    expect(sicEntriesOf(catalogue, '998')).toEqual([]);
  });

  it('a choice is stored as "code - title" and found again from it', () => {
    for (const entry of entries) {
      expect(sicCodeOfChoice(entry.label)).toBe(entry.code);
      expect(sicEntryOfChoice(entries, entry.label)).toBe(entry);
    }
    expect(sicCodeOfChoice('')).toBeUndefined();
    expect(sicCodeOfChoice('Wheat')).toBeUndefined();
    expect(sicEntryOfChoice(entries, '1234 - Not a code')).toBeUndefined();
  });
});

describe('the SIC search', () => {
  it('finds every entry first by its own code, and by any prefix of it', () => {
    for (const entry of entries) {
      expect(searchSic(index, entry.code)[0]).toBe(entry);
      for (const length of [1, 2, 3]) {
        const prefix = entry.code.slice(0, length);
        const found = searchSic(index, prefix);
        expect(found).toContain(entry);
        expect(found.every((match) => match.code.startsWith(prefix) || words(match.title).includes(prefix))).toBe(true);
      }
    }
  });

  it('finds every entry by its full title, as typed in any case', () => {
    for (const entry of entries) {
      const found = searchSic(index, entry.title.toUpperCase());
      expect(found).toContain(entry);
      // No other entry beats it unless its title has the same words.
      const first = found[0];
      if (first !== entry) expect(new Set(words(first?.title ?? ''))).toEqual(new Set(words(entry.title)));
    }
  });

  it('every result matches every word typed, and results come once each', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ...[
            'wheat',
            'farm',
            'steel',
            'ware',
            'bank',
            'services',
            'retail',
            'motor',
            'not elsewhere',
            '52 hardware',
            'oil gas',
            'x',
            'zzz',
          ],
        ),
        (query) => {
          const found = searchSic(index, query);
          expect(new Set(found).size).toBe(found.length);
          for (const entry of found) {
            const titleAndGroups = [
              ...words(entry.title),
              ...words(entry.industryGroup.title),
              ...words(entry.majorGroup.title),
            ];
            for (const token of words(query)) {
              const matches =
                entry.code.startsWith(token) ||
                titleAndGroups.some((word) => word.startsWith(token)) ||
                (token.length >= 3 && words(entry.title).some((word) => word.includes(token)));
              expect(matches, `${entry.label} for ${token}`).toBe(true);
            }
          }
        },
      ),
    );
  });

  it('ranks whole title words above word starts, and those above group words', () => {
    const wheat = searchSic(index, 'wheat');
    expect(wheat[0]?.label).toBe('0111 - Wheat');
    const farm = searchSic(index, 'farm').map((entry) => entry.label);
    // "Farm" as a word of the title before titles whose words only start with it ("Farms"), before
    // entries found through their group's title.
    const firstByGroupOnly = farm.findIndex((label) => !words(label).some((word) => word.startsWith('farm')));
    const lastByTitle = farm.map((label) => words(label).some((word) => word.startsWith('farm'))).lastIndexOf(true);
    expect(firstByGroupOnly === -1 || lastByTitle < firstByGroupOnly).toBe(true);
    expect(searchSic(index, 'hardware')[0]?.title.toLowerCase()).toContain('hardware');
  });

  it('mixes a code prefix with words, ignores accents and punctuation, and finds nothing for nothing', () => {
    const found = searchSic(index, '52 hardware');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((entry) => entry.code.startsWith('52'))).toBe(true);
    expect(searchSic(index, 'Whéat!')[0]?.code).toBe('0111');
    expect(searchSic(index, '0111 - Wheat')[0]?.code).toBe('0111');
    expect(searchSic(index, '')).toEqual([]);
    expect(searchSic(index, ' - ')).toEqual([]);
    expect(searchSic(index, 'qqqqqq')).toEqual([]);
    expect(searchSic(index, '9')[0]?.code.startsWith('9')).toBe(true);
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (query) => {
        const found = searchSic(index, query);
        expect(found.length).toBeLessThanOrEqual(entries.length);
      }),
      { numRuns: 200 },
    );
  });
});
