import { useRef, type ReactNode, type RefObject } from 'react';
import { useListBox, useOption, type AriaListBoxOptions } from 'react-aria';
import type { ComboBoxState, Node } from 'react-stately';
import { useFloatingListBox } from '../internal/useFloatingListBox.js';
import { Empty, List, ListPopover, Option } from './MultiComboBox.styles.js';
import type { MultiOption } from './multiSelection.js';

function ListOption({ item, state }: { item: Node<MultiOption>; state: ComboBoxState<MultiOption> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isFocused } = useOption({ key: item.key }, state, ref);
  return (
    <Option {...optionProps} ref={ref} data-focused={isFocused || undefined}>
      {item.rendered}
    </Option>
  );
}

export interface MultiComboBoxListBoxProps {
  state: ComboBoxState<MultiOption>;
  listBoxProps: AriaListBoxOptions<MultiOption>;
  listBoxRef: RefObject<HTMLUListElement | null>;
  /** The chips box the popover is placed under. */
  anchorRef: RefObject<HTMLElement | null>;
  /** Shown in the open list when nothing matches. */
  emptyMessage: ReactNode;
}

/**
 * The open list of a MultiComboBox, positioned under the chips: loaded apart from the field
 * (`lazyPart`), inside the popover root the field mounts with it.
 */
export function MultiComboBoxListBox({
  state,
  listBoxProps,
  listBoxRef,
  anchorRef,
  emptyMessage,
}: MultiComboBoxListBoxProps) {
  const { listBoxProps: listProps } = useListBox({ ...listBoxProps, shouldSelectOnPressUp: true }, state, listBoxRef);
  const { setFloating, floatingStyles } = useFloatingListBox(anchorRef);
  return (
    <ListPopover ref={setFloating} style={floatingStyles}>
      <List {...listProps} ref={listBoxRef}>
        {[...state.collection].map((item) => (
          <ListOption key={item.key} item={item} state={state} />
        ))}
      </List>
      {state.collection.size === 0 && <Empty>{emptyMessage}</Empty>}
    </ListPopover>
  );
}
