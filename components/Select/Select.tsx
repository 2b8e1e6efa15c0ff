import { Suspense, useCallback, useEffect, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { ChevronDown } from 'lucide-react';
import {
  HiddenSelect,
  mergeProps,
  useButton,
  useFocusRing,
  useHover,
  useObjectRef,
  useSelect,
  type AriaSelectProps,
  type Key,
} from 'react-aria';
import { useSelectState } from 'react-stately';
import { Field } from '../internal/Field/Field.js';
import { ListLoading } from '../internal/ListLoading.js';
import { choiceItem, type ReplacedChoiceProps, type SingleChoiceProps } from '../internal/singleChoice.js';
import { ChevronSlot } from '../internal/listbox.styles.js';
import { lazyPart, usePreloadPart } from '../internal/lazyPart.js';
import { useTypeahead } from '../internal/typeahead.js';
import { SelectTrigger, SelectValue } from './Select.styles.js';
import { typeaheadItems } from './selectTypeahead.js';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, ReplacedChoiceProps>, SingleChoiceProps<T> {
  /** How the chosen option looks in the closed field; defaults to `renderItem`. */
  renderValue?: (item: T) => ReactNode;
  /** Text shown while nothing is chosen. */
  placeholder?: string;
  /**
   * The options are still coming (their query is loading): the list opens all the same, on a loading row,
   * announced, and shows them when they come. Without it an empty select does not open.
   */
  isLoading?: boolean;
  /** Visible texts other than the label and placeholder. */
  labels?: Partial<SelectLabels>;
  /** Narrowest the open list may be, in px, when the field itself is narrow (e.g. a dial-code picker). */
  listMinWidth?: number;
  ref?: Ref<HTMLButtonElement>;
}

/** The texts a select shows besides its label and placeholder. */
export interface SelectLabels {
  /** Shown in the open list, and announced, while its code is still on the way. */
  loading: string;
}

const defaultLabels: SelectLabels = { loading: 'Loading…' };

const listBoxPart = lazyPart(() => import('./SelectListBox.js').then((module) => module.SelectListBox));

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
export function Select<T extends object>(props: SelectProps<T>) {
  const {
    items,
    getTextValue,
    renderItem,
    renderValue,
    selectedKey,
    defaultSelectedKey,
    onSelectionChange,
    placeholder = 'Select an option',
    labels,
    isLoading = false,
    listMinWidth = 0,
    className: _,
    ref,
    ...ariaProps
  } = props;
  const isInvalid = Boolean(ariaProps.isInvalid);
  const fieldProps = { ...ariaProps, placeholder };
  const state = useSelectState<T>({
    ...fieldProps,
    items,
    value: selectedKey,
    defaultValue: defaultSelectedKey,
    onChange: onSelectionChange,
    allowsEmptyCollection: isLoading,
    children: choiceItem(props),
  });
  const triggerRef = useObjectRef(ref);
  const select = useSelect(fieldProps, state, triggerRef);
  const { triggerProps, valueProps, menuProps } = select;
  const { buttonProps } = useButton(triggerProps, triggerRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: ariaProps.isDisabled });
  usePreloadPart(listBoxPart);
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
    // Only while the list's code is still on the way does focus stay on the button of an open list.
    if (state.isOpen && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      state.close();
      return;
    }
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

  // While the list's code or its options are still on the way a loading popup shows, announced, and focus
  // stays on the button; the list takes focus when both have come.
  const loadingPopup = (
    <ListLoading
      list={menuProps}
      inputRef={triggerRef}
      anchorRef={triggerRef}
      loadingLabel={labels?.loading ?? defaultLabels.loading}
    />
  );
  const popup =
    state.isOpen &&
    createPortal(
      state.collection.size === 0 ? (
        loadingPopup
      ) : (
        <Suspense fallback={loadingPopup}>
          <listBoxPart.Part
            state={state}
            menuProps={menuProps}
            getInitialKey={getInitialKey}
            onHighlight={rememberHighlight}
            triggerRef={triggerRef}
            listMinWidth={listMinWidth}
          />
        </Suspense>
      ),
      document.body,
    );
  // Options that came back empty leave nothing to choose: the loading popup closes.
  const isEmptyAfterLoading = state.isOpen && !isLoading && state.collection.size === 0;
  useEffect(() => {
    if (isEmptyAfterLoading) state.close();
  }, [isEmptyAfterLoading, state]);

  return (
    <Field own={props} aria={select} footer={popup}>
      <HiddenSelect
        state={state}
        triggerRef={triggerRef}
        label={typeof ariaProps.label === 'string' ? ariaProps.label : undefined}
        name={ariaProps.name}
        isDisabled={ariaProps.isDisabled}
        autoComplete={ariaProps.autoComplete}
      />
      <SelectTrigger
        {...mergeProps(buttonProps, focusProps, hoverProps)}
        onKeyDown={onTriggerKeyDown}
        ref={triggerRef}
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
    </Field>
  );
}
