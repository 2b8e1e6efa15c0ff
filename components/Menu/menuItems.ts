import type { LucideIcon } from 'lucide-react';

/** One action in a Menu. */
export interface MenuItemData {
  /** Stable identifier passed to `onAction`. */
  id: string;
  /** Visible text; also the accessible name and what typeahead matches. */
  label: string;
  /** Optional lucide-react icon shown before the label (decorative). */
  icon?: LucideIcon;
  /** Secondary line under the label; it describes the item. */
  description?: string;
  /** Shown but not focusable or activatable. */
  isDisabled?: boolean;
  /** `danger` for destructive actions. */
  variant?: 'default' | 'danger';
}

/** A titled group of items, separated from its neighbours. */
export interface MenuSectionData {
  id: string;
  /** Visible heading of the group; without it, give `aria-label`. */
  title?: string;
  'aria-label'?: string;
  items: MenuItemData[];
}

export type MenuEntry = MenuItemData | MenuSectionData;

/** Whether an entry is a section (has `items`) rather than an item. */
export function isMenuSection(entry: MenuEntry): entry is MenuSectionData {
  return 'items' in entry && Array.isArray(entry.items);
}

/** Ids of every disabled item, top level and inside sections. */
export function disabledMenuKeys(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    isMenuSection(entry)
      ? entry.items.filter((item) => item.isDisabled).map((item) => item.id)
      : entry.isDisabled
        ? [entry.id]
        : [],
  );
}
