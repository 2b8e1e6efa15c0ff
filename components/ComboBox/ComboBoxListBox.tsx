import type { ComboBoxState } from 'react-stately';
import type { ComboBoxListParts } from '../internal/ComboBoxPopup.js';
import { ListBoxPopover } from '../internal/listbox.styles.js';
import { useFloatingListBox } from '../internal/useFloatingListBox.js';
import { VirtualListBox } from './VirtualListBox.js';

export interface ComboBoxListBoxProps<T> extends ComboBoxListParts<T> {
  state: ComboBoxState<T>;
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
