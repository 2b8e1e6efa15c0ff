import { useContext, useRef } from 'react';
import { mergeProps, useFocusRing, useMenu, useMenuItem, useMenuSection, type AriaMenuOptions } from 'react-aria';
import { Item, Section, useTreeState, type Key, type Node, type TreeState } from 'react-stately';
import { Icon } from '../Icon/Icon.js';
import { FloatingPanel } from '../internal/FloatingPanel.js';
import { useTypeaheadKeyDownCapture, type TypeaheadItem } from '../internal/typeahead.js';
import type { Placement } from '../internal/useFloatingPosition.js';
import {
  MenuGroup,
  MenuItemDescription,
  MenuItemRow,
  MenuItemText,
  MenuList,
  MenuSectionHeading,
  MenuSectionItem,
} from './Menu.styles.js';
import { disabledMenuKeys, isMenuSection, type MenuEntry, type MenuItemData } from './menuItems.js';
import { MenuContext } from './MenuTrigger.js';

export interface MenuProps {
  /** Items, or titled sections of items. */
  items: MenuEntry[];
  /** Called with the item's `id` when the user activates it (Enter, Space, click); the menu then closes. */
  onAction?: (id: string) => void;
  /** Accessible name; by default the menu is named by its trigger. */
  'aria-label'?: string;
  /** Preferred side of the trigger; flips when there is no room. */
  placement?: Placement;
  className?: string;
}

/**
 * An action menu (APG menu button pattern) opened by its `MenuTrigger`: arrows (wrapping), Home/End
 * and typeahead move between items (the same letter again moves to the next item starting with it,
 * wrapping round); an item is named by its label, its description is its accessible description; Enter/Space activate, Escape closes and returns focus to the
 * trigger, Tab closes. Built on react-aria useMenu/useMenuItem with react-stately useTreeState,
 * positioned with @floating-ui/react.
 */
export function Menu({ placement = 'bottom-start', ...props }: MenuProps) {
  const context = useContext(MenuContext);
  if (!context) throw new Error('Menu must be rendered inside a MenuTrigger');
  return (
    <FloatingPanel
      state={context.state}
      triggerRef={context.triggerRef}
      placement={placement}
      matchTriggerWidth
      layer="dropdown"
    >
      <MenuItems {...props} triggerMenuProps={context.menuProps} onClose={context.state.close} />
    </FloatingPanel>
  );
}

const renderEntry = (entry: MenuEntry) =>
  isMenuSection(entry) ? (
    <Section key={entry.id} title={entry.title} aria-label={entry['aria-label']} items={entry.items}>
      {(item) => (
        <Item key={item.id} textValue={item.label}>
          {item.label}
        </Item>
      )}
    </Section>
  ) : (
    <Item key={entry.id} textValue={entry.label}>
      {entry.label}
    </Item>
  );

/** Every item in order, sections flattened, as typeahead sees them. */
function typeaheadItems(entries: readonly MenuEntry[]): TypeaheadItem<Key>[] {
  return entries
    .flatMap((entry) => (isMenuSection(entry) ? entry.items : [entry]))
    .map((item) => ({ key: item.id, textValue: item.label, isDisabled: item.isDisabled }));
}

interface MenuItemsProps extends Omit<MenuProps, 'placement'> {
  triggerMenuProps: AriaMenuOptions<MenuEntry>;
  onClose: () => void;
}

function MenuItems({ items, onAction, className, triggerMenuProps, onClose, ...labelProps }: MenuItemsProps) {
  const disabledKeys = disabledMenuKeys(items);
  const treeProps = { items, children: renderEntry, disabledKeys, selectionMode: 'none' as const };
  const state = useTreeState<MenuEntry>(treeProps);
  const ref = useRef<HTMLUListElement>(null);
  const { menuProps } = useMenu<MenuEntry>(
    {
      ...triggerMenuProps,
      ...treeProps,
      ...labelProps,
      onAction: (key: Key) => onAction?.(String(key)),
      onClose,
    },
    state,
    ref,
  );
  const onKeyDownCapture = useTypeaheadKeyDownCapture(
    () => typeaheadItems(items),
    state.selectionManager,
    menuProps.onKeyDownCapture,
  );
  return (
    <MenuList {...menuProps} onKeyDownCapture={onKeyDownCapture} ref={ref} className={className}>
      {[...state.collection].map((node) =>
        node.type === 'section' ? (
          <MenuSectionView key={node.key} section={node} state={state} />
        ) : (
          <MenuItemView key={node.key} node={node} state={state} />
        ),
      )}
    </MenuList>
  );
}

function MenuSectionView({ section, state }: { section: Node<MenuEntry>; state: TreeState<MenuEntry> }) {
  const { itemProps, headingProps, groupProps } = useMenuSection({
    heading: section.rendered,
    'aria-label': section['aria-label'],
  });
  return (
    <MenuSectionItem {...itemProps}>
      {section.rendered && <MenuSectionHeading {...headingProps}>{section.rendered}</MenuSectionHeading>}
      <MenuGroup {...groupProps}>
        {[...(state.collection.getChildren?.(section.key) ?? section.childNodes)].map((node) => (
          <MenuItemView key={node.key} node={node} state={state} />
        ))}
      </MenuGroup>
    </MenuSectionItem>
  );
}

function MenuItemView({ node, state }: { node: Node<MenuEntry>; state: TreeState<MenuEntry> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { menuItemProps, descriptionProps, isFocused, isDisabled, isPressed } = useMenuItem(
    { key: node.key },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const item: MenuItemData | undefined = node.value && !isMenuSection(node.value) ? node.value : undefined;
  return (
    // Named by its content, which hides the description line: the label alone is the name and the
    // description is only the aria-describedby (not read twice, not glued to the name). Named through
    // aria-labelledby instead, the visible description would count as a label missing from the name.
    <MenuItemRow
      {...mergeProps(menuItemProps, focusProps)}
      aria-labelledby={undefined}
      ref={ref}
      data-variant={item?.variant ?? 'default'}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-pressed={isPressed || undefined}
      data-disabled={isDisabled || undefined}
    >
      {item?.icon && <Icon icon={item.icon} size="md" />}
      <MenuItemText>
        <span>{node.rendered}</span>
        {item?.description && (
          <MenuItemDescription {...descriptionProps} aria-hidden="true">
            {item.description}
          </MenuItemDescription>
        )}
      </MenuItemText>
    </MenuItemRow>
  );
}
