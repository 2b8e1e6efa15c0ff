import { useRef, type ReactNode, type Ref } from 'react';
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

function SelectListBox<T>({
  state,
  menuProps,
  setFloating,
  floatingStyles,
}: {
  state: SelectState<T>;
  menuProps: Parameters<typeof useListBox<T>>[0];
  setFloating: (node: HTMLElement | null) => void;
  floatingStyles: React.CSSProperties;
}) {
  const popoverRef = useRef<HTMLDivElement | null>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const { overlayProps } = useOverlay(
    { isOpen: state.isOpen, onClose: state.close, isDismissable: true, shouldCloseOnBlur: true },
    popoverRef,
  );
  const { listBoxProps } = useListBox(menuProps, state, listBoxRef);
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
          <ListBoxList {...listBoxProps} ref={listBoxRef}>
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
 * A single choice from a list (APG select-only combobox pattern, built on react-aria's select):
 * Enter, Space or the arrow keys open the list, typing jumps to a match, Enter chooses, Escape
 * closes. A hidden native select takes part in form submission and browser autofill.
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
          />,
          document.body,
        )}
    </FieldRoot>
  );
}
