import { useEffect, useEffectEvent, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Check } from 'lucide-react';
import {
  DismissButton,
  FocusScope,
  useListBox,
  useOption,
  useOverlay,
  type AriaListBoxOptions,
  type Key,
} from 'react-aria';
import type { Node, SelectState } from 'react-stately';
import { ReturnFocus } from '../internal/ReturnFocus.js';
import { ListBoxList, ListBoxOption, ListBoxPopover, OptionCheck, OptionLabel } from '../internal/listbox.styles.js';
import { useTypeaheadKeyDownCapture } from '../internal/typeahead.js';
import { useFloatingListBox } from '../internal/useFloatingListBox.js';
import { ScrollableList } from './Select.styles.js';
import { typeaheadItems } from './selectTypeahead.js';

function SelectOption<T>({ node, state }: { node: Node<T>; state: SelectState<T> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isSelected, isFocused, isDisabled, isFocusVisible } = useOption({ key: node.key }, state, ref);
  return (
    <ListBoxOption
      {...optionProps}
      ref={ref}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
    >
      <OptionLabel>{node.rendered}</OptionLabel>
      {isSelected && (
        <OptionCheck>
          <Check aria-hidden="true" size={16} />
        </OptionCheck>
      )}
    </ListBoxOption>
  );
}

export interface SelectListBoxProps<T> {
  state: SelectState<T>;
  menuProps: AriaListBoxOptions<T>;
  /** The option highlighted when the list opens. */
  getInitialKey: () => Key | null;
  onHighlight: (key: Key | null) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Narrowest the list may be, in px. */
  listMinWidth: number;
}

/**
 * The open list of a Select, in its popover: loaded apart from the Select (`lazyPart`), so the closed
 * field costs only its button. Focus moves into the list when it mounts and returns to the button.
 */
export function SelectListBox<T>({
  state,
  menuProps,
  getInitialKey,
  onHighlight,
  triggerRef,
  listMinWidth,
}: SelectListBoxProps<T>) {
  const { setFloating, floatingStyles } = useFloatingListBox(triggerRef, listMinWidth);
  const popoverRef = useRef<HTMLDivElement | null>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const { overlayProps } = useOverlay(
    { isOpen: state.isOpen, onClose: state.close, isDismissable: true, shouldCloseOnBlur: true },
    popoverRef,
  );
  const { listBoxProps } = useListBox(menuProps, state, listBoxRef);
  const manager = state.selectionManager;
  // Runs after react-aria's own autofocus (which always prefers the chosen option).
  useEffect(() => {
    const initialKey = getInitialKey();
    if (initialKey == null) return;
    manager.setFocused(true);
    manager.setFocusedKey(initialKey);
    // Only on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const focusedKey = manager.focusedKey;
  useEffect(() => {
    if (focusedKey != null) onHighlight(focusedKey);
  }, [focusedKey, onHighlight]);
  const onKeyDownCapture = useTypeaheadKeyDownCapture(
    () => typeaheadItems(state),
    manager,
    listBoxProps.onKeyDownCapture,
  );

  const chooseAndClose = () => {
    if (manager.focusedKey != null) state.setSelectedKey(manager.focusedKey);
    state.close();
    triggerRef.current?.focus();
  };
  // APG: Tab chooses the highlighted option and closes. Listened to on the window, ahead of
  // FocusScope's document listener, which stops the key and moves focus to the field after the button.
  const chooseOnTab = useEffectEvent(() => {
    if (manager.focusedKey != null) state.setSelectedKey(manager.focusedKey);
    state.close();
  });
  useEffect(() => {
    const onTab = (event: globalThis.KeyboardEvent) => {
      const list = listBoxRef.current;
      if (event.key !== 'Tab' || !list || !(event.target instanceof Node) || !list.contains(event.target)) return;
      chooseOnTab();
    };
    window.addEventListener('keydown', onTab, true);
    return () => window.removeEventListener('keydown', onTab, true);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'ArrowUp' && event.altKey) {
      event.preventDefault();
      chooseAndClose();
      return;
    }
    listBoxProps.onKeyDown?.(event);
  };
  return (
    <FocusScope restoreFocus>
      <ListBoxPopover
        {...overlayProps}
        // Portalled outside any modal it opens from (a drawer's form): react-aria's modal hides what is
        // added outside it, but keeps its "top layer" visible, so the list stays usable and announced.
        data-react-aria-top-layer=""
        ref={(node: HTMLDivElement | null) => {
          popoverRef.current = node;
          setFloating(node);
        }}
        style={floatingStyles}
      >
        <ReturnFocus />
        <DismissButton onDismiss={state.close} />
        <ScrollableList>
          <ListBoxList {...listBoxProps} onKeyDown={onKeyDown} onKeyDownCapture={onKeyDownCapture} ref={listBoxRef}>
            {[...state.collection].map((node) => (
              <SelectOption key={node.key} node={node} state={state} />
            ))}
          </ListBoxList>
        </ScrollableList>
        <DismissButton onDismiss={state.close} />
      </ListBoxPopover>
    </FocusScope>
  );
}
