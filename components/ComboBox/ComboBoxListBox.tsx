import type { RefObject } from 'react';
import type { AriaListBoxOptions } from 'react-aria';
import type { ComboBoxState } from 'react-stately';
import { ListBoxPopover } from '../internal/listbox.styles.js';
import { useFloatingListBox } from '../internal/useFloatingListBox.js';
import { VirtualListBox } from './VirtualListBox.js';

export interface ComboBoxListBoxProps<T> {
  state: ComboBoxState<T>;
  listBoxProps: AriaListBoxOptions<T>;
  listBoxRef: RefObject<HTMLUListElement | null>;
  /** The combobox input, which names the list and its highlighted option while they are rendered. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The field the popover is placed under. */
  anchorRef: RefObject<HTMLElement | null>;
  /** Tallest the list may grow, in px. */
  maxListHeight: number;
}

/**
 * The open list of a ComboBox, positioned under the field: loaded apart from the ComboBox
 * (`lazyPart`), so the field costs only its input. It renders inside the popover root the ComboBox
 * mounts with it, which react-aria keeps visible to assistive technology.
 */
export function ComboBoxListBox<T>({
  state,
  listBoxProps,
  listBoxRef,
  inputRef,
  anchorRef,
  maxListHeight,
}: ComboBoxListBoxProps<T>) {
  const { setFloating, floatingStyles } = useFloatingListBox(anchorRef);
  return (
    <ListBoxPopover ref={setFloating} style={floatingStyles}>
      <VirtualListBox
        {...listBoxProps}
        state={state}
        listBoxRef={listBoxRef}
        inputRef={inputRef}
        maxHeight={maxListHeight}
        openAt={state.focusStrategy}
      />
    </ListBoxPopover>
  );
}
