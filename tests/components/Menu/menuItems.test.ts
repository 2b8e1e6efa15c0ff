import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MenuEntry, type MenuItemData } from 'spend-ui';
import { disabledMenuKeys, isMenuSection } from '../../../components/Menu/menuItems.js';

const itemArbitrary = fc.record({
  id: fc.uuid(),
  label: fc.string({ minLength: 1 }),
  isDisabled: fc.boolean(),
}) satisfies fc.Arbitrary<MenuItemData>;

const entryArbitrary: fc.Arbitrary<MenuEntry> = fc.oneof(
  itemArbitrary,
  fc.record({ id: fc.uuid(), title: fc.string(), items: fc.array(itemArbitrary, { maxLength: 5 }) }),
);

describe('isMenuSection', () => {
  it('tells sections from items', () => {
    expect(isMenuSection({ id: 'a', label: 'Rename' })).toBe(false);
    expect(isMenuSection({ id: 's', title: 'Manage', items: [] })).toBe(true);
  });
});

describe('disabledMenuKeys', () => {
  it('lists the disabled items at the top level and inside sections', () => {
    const entries: MenuEntry[] = [
      { id: 'freeze', label: 'Freeze', isDisabled: true },
      { id: 'rename', label: 'Rename' },
      {
        id: 'manage',
        title: 'Manage',
        items: [
          { id: 'delete', label: 'Delete', isDisabled: true },
          { id: 'limits', label: 'Limits' },
        ],
      },
    ];
    expect(disabledMenuKeys(entries)).toEqual(['freeze', 'delete']);
  });

  it('returns exactly the ids of disabled items, in order, for any menu', () => {
    fc.assert(
      fc.property(fc.array(entryArbitrary, { maxLength: 8 }), (entries) => {
        const flat = entries.flatMap((entry) => (isMenuSection(entry) ? entry.items : [entry]));
        expect(disabledMenuKeys(entries)).toEqual(flat.filter((entry) => entry.isDisabled).map((entry) => entry.id));
      }),
    );
  });
});
