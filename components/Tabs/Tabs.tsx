import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { getFocusableTreeWalker } from 'react-aria/private/focus/FocusScope';
import {
  mergeProps,
  useFocusRing,
  useHover,
  useId,
  usePress,
  useTab,
  useTabList,
  useTabPanel,
  type AriaTabListProps,
} from 'react-aria';
import { Item, useTabListState, type Node, type TabListState } from 'react-stately';
import { X } from 'lucide-react';
import { announce } from '../internal/announce.js';
import {
  RemoveMark,
  Tab as StyledTab,
  TabBadge,
  TabList,
  TabListRow,
  TabPanel,
  TabsEndSlot,
  TabsHeader,
  TabsRoot,
} from './Tabs.styles.js';
import { neighbourAfterRemoval, type Key } from './tabFocus.js';

/** One tab and its panel. */
export interface TabItem {
  /**
   * Stable identity; also what `selectedKey` / `onSelectionChange` use (e.g. the URL value).
   * A string, because react-aria's collections turn keys into strings.
   */
  key: string;
  /** The tab's label. */
  title: ReactNode;
  /** Plain-text label when `title` is not a string (used for typeahead and announcements). */
  textValue?: string;
  /** Panel content. */
  content: ReactNode;
  /** The tab cannot be selected; arrow keys skip it. */
  isDisabled?: boolean;
  /** Short text shown next to the title, e.g. "Coming soon". Part of the tab's name. */
  badge?: ReactNode;
  /** The tab can be removed (Delete or Backspace on the focused tab, or its × with a pointer). Needs `onRemove`. */
  isRemovable?: boolean;
}

export interface TabsProps extends Omit<AriaTabListProps<TabItem>, 'items' | 'children' | 'disabledKeys'> {
  /** The tabs, in order. Add or remove items to change them; keys must be unique. */
  items: readonly TabItem[];
  /**
   * Called when the user removes a removable tab. The host drops it from `items`; Tabs then
   * selects and focuses the next tab (or the previous one when it was the last).
   */
  onRemove?: (key: string) => void;
  /** Hint read with removable tabs, telling keyboard users how to remove them. */
  removeHint?: string;
  /** Announced after a tab is removed; receives its text. Default `"<title> removed"`. */
  removedAnnouncement?: (title: string) => string;
  /**
   * Content placed after the tab list in the same row, e.g. an "Add shareholder" button; never squeezed
   * (the tab list scrolls instead), and under the tab list where the tabs are narrower than the `sm`
   * breakpoint.
   */
  endSlot?: ReactNode;
  className?: string;
}

function TabView({
  item,
  state,
  removable,
  hintId,
  onRemove,
}: {
  item: Node<TabItem>;
  state: TabListState<TabItem>;
  removable: boolean;
  hintId: string;
  onRemove: (key: string) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps, isSelected, isDisabled } = useTab({ key: item.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const { pressProps: removePressProps } = usePress({ onPress: () => onRemove(String(item.key)) });
  const data = item.value;
  return (
    <StyledTab
      {...mergeProps(tabProps, focusProps, hoverProps)}
      ref={ref}
      data-key={String(item.key)}
      aria-describedby={removable ? hintId : undefined}
      onKeyDown={(event) => {
        tabProps.onKeyDown?.(event);
        if (removable && (event.key === 'Delete' || event.key === 'Backspace')) {
          event.preventDefault();
          onRemove(String(item.key));
        }
      }}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      {item.rendered}
      {data?.badge != null && <TabBadge>{data.badge}</TabBadge>}
      {removable && (
        // Pointer affordance only: a button inside a tab would be nested interactive content;
        // keyboard and screen-reader users remove with Delete (announced through `removeHint`).
        <RemoveMark {...removePressProps} aria-hidden="true" data-remove="">
          <X size={14} />
        </RemoveMark>
      )}
    </StyledTab>
  );
}

/**
 * Whether the panel holds a tabbable element, so it needs no tab stop of its own (APG: Tab from the tab
 * goes straight to the panel's first control). react-aria's `useTabPanel` walks the panel on every render
 * and every change inside it, which on a panel holding a data grid costs a forced style recalculation per
 * scroll or focus move; this reads it once the panel is painted, and again whenever focus enters the tabs
 * or Tab is pressed in them — the moments the answer is used.
 */
function usePanelHasTabbableChild(
  rootRef: RefObject<HTMLDivElement | null>,
  panelRef: RefObject<HTMLDivElement | null>,
) {
  const [hasTabbableChild, setHasTabbableChild] = useState(false);
  useEffect(() => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!root || !panel) return;
    const read = () => Boolean(getFocusableTreeWalker(panel, { tabbable: true }).nextNode());
    const update = () => setHasTabbableChild(read());
    // The first read waits for the panel to be painted: read while the new panel's styles are still to be
    // computed, the walk computes them (the longest part of a page's first task, under a data grid).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update);
    });
    // Synchronous on Tab, so the tab stop is right before the browser moves focus on this very key press.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') flushSync(update);
    };
    root.addEventListener('focusin', update);
    root.addEventListener('keydown', onKeyDown, true);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      root.removeEventListener('focusin', update);
      root.removeEventListener('keydown', onKeyDown, true);
    };
  }, [rootRef, panelRef]);
  return hasTabbableChild;
}

/** A ref react-aria's `useTabPanel` reads nothing through (see `usePanelHasTabbableChild`). */
const notObserved: RefObject<HTMLDivElement | null> = { current: null };

function SelectedPanel({
  state,
  rootRef,
  ...props
}: {
  state: TabListState<TabItem>;
  rootRef: RefObject<HTMLDivElement | null>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel(props, state, notObserved);
  const hasTabbableChild = usePanelHasTabbableChild(rootRef, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <TabPanel
      {...mergeProps(tabPanelProps, focusProps)}
      tabIndex={hasTabbableChild ? undefined : 0}
      ref={ref}
      data-focus-visible={isFocusVisible || undefined}
    >
      {state.selectedItem?.value?.content}
    </TabPanel>
  );
}

/**
 * Whether tabs are cut off at the list's start or end (a narrow screen scrolls the list sideways),
 * read once laid out, on scroll and on resize, so the list can show a fade on the side with more tabs.
 */
function useHiddenTabs(listRef: RefObject<HTMLDivElement | null>, count: number) {
  const [hidden, setHidden] = useState({ start: false, end: false });
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setHidden((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    list.addEventListener('scroll', update, { passive: true });
    // The observer's first call, after the page's layout and before its paint, is the first read: read
    // here, in the commit, it would lay the whole page out an extra time.
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [listRef, count]);
  return hidden;
}

/**
 * Tabs on react-aria: arrow keys move between tabs (skipping disabled ones) and select them,
 * Home/End jump to the ends. The selection can be controlled (`selectedKey` +
 * `onSelectionChange`) so a host can keep it in the URL. Tabs may be added and removed.
 */
export function Tabs({
  items,
  onRemove,
  removeHint = 'Press Delete to remove',
  removedAnnouncement = (title) => `${title} removed`,
  endSlot,
  className,
  ...props
}: TabsProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.key);
  const state = useTabListState<TabItem>({
    ...props,
    items,
    disabledKeys,
    children: (item) => (
      <Item key={item.key} textValue={item.textValue ?? (typeof item.title === 'string' ? item.title : undefined)}>
        {item.title}
      </Item>
    ),
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList({ ...props, items, disabledKeys }, state, listRef);
  const hiddenTabs = useHiddenTabs(listRef, items.length);
  const hintId = useId();
  const isRemovable = (item: TabItem | null | undefined) => Boolean(onRemove && item?.isRemovable);
  const pendingFocus = useRef<Key | null>(null);

  const remove = (key: string) => {
    const keys = items.map((item) => item.key);
    const enabled = new Set(items.filter((item) => !item.isDisabled).map((item) => item.key));
    const neighbour = neighbourAfterRemoval(keys, key, (k) => enabled.has(String(k)));
    const removed = items.find((item) => item.key === key);
    const wasSelected = state.selectedKey === key;
    const hadFocus = listRef.current?.contains(document.activeElement) ?? false;
    onRemove?.(key);
    if (neighbour != null) {
      if (wasSelected) state.setSelectedKey(neighbour);
      if (hadFocus) pendingFocus.current = neighbour;
    }
    if (removed) announce(removedAnnouncement(removed.textValue ?? String(removed.title)), 'polite');
  };

  useEffect(() => {
    const key = pendingFocus.current;
    if (key == null) return;
    const tab = listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(String(key))}"]`);
    if (tab && !items.some((item) => item.key === key && item.isDisabled)) {
      pendingFocus.current = null;
      state.selectionManager.setFocusedKey(key);
      tab.focus();
    }
  }, [items, state.selectionManager]);

  return (
    <TabsRoot className={className} ref={rootRef}>
      <TabsHeader>
        <TabListRow>
          <TabList
            {...tabListProps}
            ref={listRef}
            data-more-start={hiddenTabs.start || undefined}
            data-more-end={hiddenTabs.end || undefined}
          >
            {[...state.collection].map((item) => (
              <TabView
                key={item.key}
                item={item}
                state={state}
                removable={isRemovable(item.value)}
                hintId={hintId}
                onRemove={remove}
              />
            ))}
          </TabList>
          {endSlot !== undefined && endSlot !== null && <TabsEndSlot>{endSlot}</TabsEndSlot>}
        </TabListRow>
      </TabsHeader>
      {/* A description only (aria-describedby reads hidden text): not read again as page text between the
          tabs and the panel, and there only when a tab can be removed. */}
      {items.some(isRemovable) && (
        <span id={hintId} hidden>
          {removeHint}
        </span>
      )}
      <SelectedPanel key={state.selectedKey} state={state} rootRef={rootRef} />
    </TabsRoot>
  );
}
