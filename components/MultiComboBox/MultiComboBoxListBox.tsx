import { useRef, type ReactNode, type RefObject } from 'react';
import { useListBox, useOption } from 'react-aria';
import type { ComboBoxState, Node } from 'react-stately';
import type { ComboBoxListParts } from '../internal/ComboBoxPopup.js';
import { useFloatingListBox } from '../internal/useFloatingListBox.js';
import { useInputReference } from '../internal/useInputReference.js';
import { Empty, List, ListPopover, Option } from './MultiComboBox.styles.js';
import type { MultiOption } from './multiSelection.js';

interface ListOptionProps {
  item: Node<MultiOption>;
  state: ComboBoxState<MultiOption>;
  inputRef: RefObject<HTMLInputElement | null>;
}

function ListOption({ item, state, inputRef }: ListOptionProps) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isFocused } = useOption({ key: item.key }, state, ref);
  useInputReference(inputRef, 'aria-activedescendant', optionProps.id, isFocused);
  return (
    <Option {...optionProps} ref={ref} data-focused={isFocused || undefined}>
      {item.rendered}
    </Option>
  );
}

export interface MultiComboBoxListBoxProps extends ComboBoxListParts<MultiOption> {
  state: ComboBoxState<MultiOption>;
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
  inputRef,
  anchorRef,
  emptyMessage,
}: MultiComboBoxListBoxProps) {
  const { listBoxProps: listProps } = useListBox({ ...listBoxProps, shouldSelectOnPressUp: true }, state, listBoxRef);
  useInputReference(inputRef, 'aria-controls', listProps.id);
  const { setFloating, floatingStyles } = useFloatingListBox(anchorRef);
  return (
    <ListPopover ref={setFloating} style={floatingStyles}>
      <List {...listProps} ref={listBoxRef}>
        {[...state.collection].map((item) => (
          <ListOption key={item.key} item={item} state={state} inputRef={inputRef} />
        ))}
      </List>
      {state.collection.size === 0 && <Empty>{emptyMessage}</Empty>}
    </ListPopover>
  );
}
