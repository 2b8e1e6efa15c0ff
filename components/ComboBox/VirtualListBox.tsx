import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { Check } from 'lucide-react';
import { mergeProps, useListBox, useOption, type AriaListBoxOptions } from 'react-aria';
import type { ListState, Node } from 'react-stately';
import { Virtuoso, type ItemProps, type ListProps, type ScrollerProps, type VirtuosoHandle } from 'react-virtuoso';
import { ListBoxList, ListBoxOption, OptionCheck, OptionLabel } from '../internal/listbox.styles.js';
import { useInputReference } from '../internal/useInputReference.js';

interface ListBoxContext<T> {
  state: ListState<T>;
  listBoxProps: React.HTMLAttributes<HTMLElement>;
  listBoxRef: RefObject<HTMLUListElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** One callback ref that updates every given ref. */
function mergeRefs<E>(...refs: Array<Ref<E> | undefined>) {
  return (node: E | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as RefObject<E | null>).current = node;
    }
  };
}

// Virtuoso's scroller takes focus on click (tabIndex -1, not a tab stop), so pressing its scrollbar
// keeps the combobox open instead of blurring the input into nowhere.
function Scroller({ ref, children, style, ...rest }: ScrollerProps & { context?: unknown }) {
  return (
    <div
      ref={ref}
      style={style}
      data-testid={rest['data-testid']}
      data-virtuoso-scroller={rest['data-virtuoso-scroller']}
      tabIndex={-1}
    >
      {children}
    </div>
  );
}

function List<T>({ ref, children, style, context }: ListProps<HTMLUListElement> & { context: ListBoxContext<T> }) {
  useInputReference(context.inputRef, 'aria-controls', context.listBoxProps.id);
  return (
    <ListBoxList {...context.listBoxProps} style={style} ref={mergeRefs(ref, context.listBoxRef)}>
      {children}
    </ListBoxList>
  );
}

function Option<T>({ item, context, style, ...virtuosoProps }: ItemProps<Node<T>> & { context: ListBoxContext<T> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isFocused, isSelected, isDisabled } = useOption(
    { key: item.key, isVirtualized: true },
    context.state,
    ref,
  );
  // Virtuoso renders only the options in its range: the input names this one only while it is rendered.
  useInputReference(context.inputRef, 'aria-activedescendant', optionProps.id, isFocused);
  return (
    <ListBoxOption
      {...mergeProps(optionProps, {
        'data-index': virtuosoProps['data-index'],
        'data-item-index': virtuosoProps['data-item-index'],
        'data-known-size': virtuosoProps['data-known-size'],
      })}
      style={style}
      ref={ref}
      data-focused={isFocused || undefined}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
    >
      <OptionLabel>{item.rendered}</OptionLabel>
      {isSelected && (
        <OptionCheck>
          <Check aria-hidden="true" size={16} />
        </OptionCheck>
      )}
    </ListBoxOption>
  );
}

const components = { Scroller, List, Item: Option };

export interface VirtualListBoxProps<T> extends AriaListBoxOptions<T> {
  state: ListState<T>;
  listBoxRef: RefObject<HTMLUListElement | null>;
  /** The combobox input whose `aria-controls` and `aria-activedescendant` name the list and its highlighted option. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Tallest the list may grow, in px, before it scrolls. */
  maxHeight: number;
  /** Rendered instead of the list when nothing matches. */
  emptyState?: ReactNode;
  /** Where the keyboard opened the list ('last' for ArrowUp). */
  openAt?: 'first' | 'last' | null;
}

/** Estimated height of one option, used until Virtuoso has measured the rows. */
const ESTIMATED_OPTION_HEIGHT = 36;

/**
 * A listbox that renders only the options in view (react-virtuoso). The option the keyboard is on
 * is scrolled into view, and the input names it in `aria-activedescendant` only once it is rendered;
 * each option carries `aria-setsize`/`aria-posinset` so assistive technology knows the full length.
 */
export function VirtualListBox<T>({
  state,
  listBoxRef,
  inputRef,
  maxHeight,
  emptyState,
  openAt = null,
  ...listBoxOptions
}: VirtualListBoxProps<T>) {
  const { listBoxProps } = useListBox({ ...listBoxOptions, isVirtualized: true }, state, listBoxRef);
  const nodes = useMemo(() => [...state.collection], [state.collection]);
  const virtuosoRef = useRef<VirtuosoHandle>(null);
  const [totalHeight, setTotalHeight] = useState(nodes.length * ESTIMATED_OPTION_HEIGHT);
  const focusedKey = state.selectionManager.focusedKey;

  useEffect(() => {
    if (focusedKey == null) return;
    const index = nodes.findIndex((node) => node.key === focusedKey);
    if (index >= 0) virtuosoRef.current?.scrollIntoView({ index });
  }, [focusedKey, nodes]);

  // Opened on an option (ArrowUp highlights the last one): that option is rendered from the first
  // frame, so `aria-activedescendant` never points at an element that is not in the DOM.
  const initialKey =
    focusedKey ?? (openAt === 'last' ? state.collection.getLastKey() : state.selectionManager.firstSelectedKey);
  const initialIndex = Math.max(0, initialKey == null ? 0 : nodes.findIndex((node) => node.key === initialKey));
  const context: ListBoxContext<T> = useMemo(
    () => ({ state, listBoxProps, listBoxRef, inputRef }),
    [state, listBoxProps, listBoxRef, inputRef],
  );

  if (nodes.length === 0) return <>{emptyState}</>;
  const style: CSSProperties = {
    height: `min(${Math.max(totalHeight, ESTIMATED_OPTION_HEIGHT)}px, ${maxHeight}px, var(--available-height, ${maxHeight}px))`,
  };
  return (
    <Virtuoso<Node<T>, ListBoxContext<T>>
      ref={virtuosoRef}
      style={style}
      data={nodes}
      context={context}
      components={components}
      defaultItemHeight={ESTIMATED_OPTION_HEIGHT}
      initialTopMostItemIndex={{ index: initialIndex, align: 'center' }}
      totalListHeightChanged={setTotalHeight}
      computeItemKey={(_, node) => String(node.key)}
    />
  );
}
