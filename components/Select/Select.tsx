import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { Check, ChevronDown } from 'lucide-react';
import {
  DismissButton,
  FocusScope,
  HiddenSelect,
  mergeProps,
  useButton,
  useFocusRing,
  useHover,
  useListBox,
  useObjectRef,
  useOption,
  useOverlay,
  useSelect,
  type AriaSelectProps,
  type Key,
} from 'react-aria';
import { Item, useSelectState, type Node, type SelectState } from 'react-stately';
import { FieldDescription, FieldError, FieldRoot } from '../internal/field.styles.js';
import { FieldLabelText } from '../internal/FieldLabelText.js';
import {
  ChevronSlot,
  ListBoxList,
  ListBoxOption,
  ListBoxPopover,
  OptionCheck,
  OptionLabel,
} from '../internal/listbox.styles.js';
import { useTypeahead, type TypeaheadItem } from '../internal/typeahead.js';
import { useFloatingListBox } from '../internal/useFloatingListBox.js';
import { ScrollableList, SelectTrigger, SelectValue } from './Select.styles.js';

export interface SelectProps<T extends object> extends Omit<
  AriaSelectProps<T>,
  | 'children'
  | 'items'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'errorMessage'
  | 'validate'
  | 'selectionMode'
> {
  /** The options. */
  items: readonly T[];
  /** Unique key of an option (also the value submitted with a form). */
  getKey: (item: T) => Key;
  /** Plain text of an option: used for typeahead and by assistive technology. */
  getTextValue: (item: T) => string;
  /** How an option looks in the list; defaults to its text. */
  renderItem?: (item: T) => ReactNode;
  /** How the chosen option looks in the closed field; defaults to `renderItem`. */
  renderValue?: (item: T) => ReactNode;
  /** Key of the chosen option (controlled). */
  selectedKey?: Key | null;
  /** Key of the option chosen at first. */
  defaultSelectedKey?: Key | null;
  /** Called with the key of the chosen option. */
  onSelectionChange?: (key: Key | null) => void;
  /** Visible label; also the accessible name. */
  label?: ReactNode;
  /** Short hint shown under the field. */
  description?: ReactNode;
  /** Shown, and wired with `aria-invalid`, when `isInvalid` is true. */
  errorMessage?: ReactNode;
  /** Text shown while nothing is chosen. */
  placeholder?: string;
  /** Narrowest the open list may be, in px, when the field itself is narrow (e.g. a dial-code picker). */
  listMinWidth?: number;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

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

/** The options of a select state as typeahead sees them. */
function typeaheadItems<T>(state: SelectState<T>): TypeaheadItem<Key>[] {
  return [...state.collection].map((node) => ({
    key: node.key,
    textValue: node.textValue,
    isDisabled: state.disabledKeys.has(node.key),
  }));
}

function SelectListBox<T>({
  state,
  menuProps,
  setFloating,
  floatingStyles,
  getInitialKey,
  onHighlight,
  triggerRef,
}: {
  state: SelectState<T>;
  menuProps: Parameters<typeof useListBox<T>>[0];
  setFloating: (node: HTMLElement | null) => void;
  floatingStyles: React.CSSProperties;
  /** The option highlighted when the list opens. */
  getInitialKey: () => Key | null;
  onHighlight: (key: Key | null) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
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
  const typeahead = useTypeahead(() => typeaheadItems(state));

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
  // Typeahead runs in the capture phase, as react-aria's does, so a space inside a search ("United K")
  // does not reach the option and choose it.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLUListElement>) => {
    const match = typeahead(event, manager.focusedKey);
    if (match != null) {
      event.preventDefault();
      event.stopPropagation();
      manager.setFocusedKey(match);
      return;
    }
    if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) return;
    listBoxProps.onKeyDownCapture?.(event);
  };
  return (
    <FocusScope restoreFocus>
      <ListBoxPopover
        {...overlayProps}
        ref={(node: HTMLDivElement | null) => {
          popoverRef.current = node;
          setFloating(node);
        }}
        style={floatingStyles}
      >
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

/**
 * A single choice from a list. It follows react-aria's select: a button that opens a listbox and
 * moves focus into it (the APG "collapsible dropdown listbox", not the select-only combobox, whose
 * focus stays on the field with `aria-activedescendant`). The APG keyboard holds for both:
 * Enter, Space, ArrowDown/ArrowUp and Alt+ArrowDown open the list on the chosen option (or on the
 * one last highlighted before Escape), Home/End open it on the first/last option; in the list the
 * arrows, Home/End and typeahead move (the same letter again moves on to the next match and wraps
 * round), Enter, Alt+ArrowUp and Tab choose and close — Tab then moves on to the next field — and
 * Escape closes without choosing. Focus always ends on the button or the next field. Typing on the
 * closed button chooses the match. A hidden native select takes part in form submission and
 * browser autofill.
 */
export function Select<T extends object>({
  items,
  getKey,
  getTextValue,
  renderItem,
  renderValue,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  label,
  description,
  errorMessage,
  placeholder = 'Select an option',
  listMinWidth = 0,
  className,
  ref,
  ...ariaProps
}: SelectProps<T>) {
  const isInvalid = Boolean(ariaProps.isInvalid);
  const fieldProps = {
    ...ariaProps,
    label,
    description,
    placeholder,
    errorMessage: isInvalid ? errorMessage : undefined,
  };
  const state = useSelectState<T>({
    ...fieldProps,
    items,
    value: selectedKey,
    defaultValue: defaultSelectedKey,
    onChange: onSelectionChange,
    children: (item: T) => (
      <Item key={getKey(item)} textValue={getTextValue(item)}>
        {renderItem ? renderItem(item) : getTextValue(item)}
      </Item>
    ),
  });
  const triggerRef = useObjectRef(ref);
  const { labelProps, triggerProps, valueProps, menuProps, descriptionProps, errorMessageProps } = useSelect(
    fieldProps,
    state,
    triggerRef,
  );
  const { buttonProps } = useButton(triggerProps, triggerRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: ariaProps.isDisabled });
  const { setReference, setFloating, floatingStyles } = useFloatingListBox(state.isOpen, listMinWidth);
  const selected = state.selectedItem?.value ?? null;

  // The option highlighted when the list last closed without choosing, and how the list was opened.
  const lastHighlighted = useRef<Key | null>(null);
  const openAt = useRef<'first' | 'last' | null>(null);
  const currentKey = state.selectedKey;
  useEffect(() => {
    lastHighlighted.current = null;
  }, [currentKey]);
  const rememberHighlight = useCallback((key: Key | null) => {
    lastHighlighted.current = key;
  }, []);
  const typeahead = useTypeahead(() => typeaheadItems(state));
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!state.isOpen && !ariaProps.isDisabled) {
      if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        openAt.current = event.key === 'Home' ? 'first' : 'last';
        state.open(openAt.current);
        return;
      }
      const match = typeahead(event, state.selectedKey);
      if (match != null) {
        event.preventDefault();
        state.setSelectedKey(match);
        return;
      }
    }
    buttonProps.onKeyDown?.(event);
  };
  const getInitialKey = () => {
    const { collection } = state;
    const at = openAt.current;
    openAt.current = null;
    if (at === 'first') return collection.getFirstKey();
    if (at === 'last') return collection.getLastKey();
    return (
      lastHighlighted.current ??
      state.selectedKey ??
      (state.focusStrategy === 'last' ? collection.getLastKey() : collection.getFirstKey())
    );
  };

  return (
    <FieldRoot className={className} data-disabled={ariaProps.isDisabled || undefined}>
      {label != null && (
        <FieldLabelText {...labelProps} isRequired={ariaProps.isRequired}>
          {label}
        </FieldLabelText>
      )}
      <HiddenSelect
        state={state}
        triggerRef={triggerRef}
        label={typeof label === 'string' ? label : undefined}
        name={ariaProps.name}
        isDisabled={ariaProps.isDisabled}
        autoComplete={ariaProps.autoComplete}
      />
      <SelectTrigger
        {...mergeProps(buttonProps, focusProps, hoverProps)}
        onKeyDown={onTriggerKeyDown}
        ref={(node: HTMLButtonElement | null) => {
          triggerRef.current = node;
          setReference(node);
        }}
        data-focus-visible={isFocusVisible || undefined}
        data-hovered={isHovered || undefined}
        data-open={state.isOpen || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={ariaProps.isDisabled || undefined}
        aria-invalid={isInvalid || undefined}
      >
        <SelectValue {...valueProps} data-placeholder={selected == null || undefined}>
          {selected != null ? (renderValue ?? renderItem ?? getTextValue)(selected) : placeholder}
        </SelectValue>
        <ChevronSlot>
          <ChevronDown aria-hidden="true" size={16} />
        </ChevronSlot>
      </SelectTrigger>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      {isInvalid && errorMessage != null && <FieldError {...errorMessageProps}>{errorMessage}</FieldError>}
      {state.isOpen &&
        createPortal(
          <SelectListBox
            state={state}
            menuProps={menuProps}
            setFloating={setFloating}
            floatingStyles={floatingStyles}
            getInitialKey={getInitialKey}
            onHighlight={rememberHighlight}
            triggerRef={triggerRef}
          />,
          document.body,
        )}
    </FieldRoot>
  );
}
