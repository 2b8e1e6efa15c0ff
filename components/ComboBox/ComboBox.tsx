import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { ChevronDown } from 'lucide-react';
import { mergeProps, useButton, useComboBox, useFilter, useObjectRef, type AriaComboBoxProps } from 'react-aria';
import { useComboBoxState } from 'react-stately';
import { InputBox } from '../internal/field.styles.js';
import { Field } from '../internal/Field/Field.js';
import { choiceItem, type ReplacedChoiceProps, type SingleChoiceProps } from '../internal/singleChoice.js';
import { useFieldBox } from '../internal/Field/useFieldBox.js';
import { announce } from '../internal/announce.js';
import { lazyPart, usePreloadPart } from '../internal/lazyPart.js';
import { ComboBoxPopup } from '../internal/ComboBoxPopup.js';
import { passKeyToComboBox, useInertOutside } from '../internal/useInertOutside.js';
import { withoutListReferences } from '../internal/useInputReference.js';
import { ComboBoxButton, ComboBoxInput, SelectedAdornment } from './ComboBox.styles.js';

const listBoxPart = lazyPart(() => import('./ComboBoxListBox.js').then((module) => module.ComboBoxListBox));

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, ReplacedChoiceProps>, SingleChoiceProps<T> {
  /** Shown before the input for the chosen option, such as its flag (decorative, hidden from assistive tech). */
  renderSelectedAdornment?: (item: T) => ReactNode;
  /** The texts the field shows or announces; each has an English default. */
  labels?: Partial<ComboBoxLabels>;
  /** Tallest the list may grow, in px. Default 320. */
  maxListHeight?: number;
  ref?: Ref<HTMLInputElement>;
}

/** The texts of a ComboBox. */
export interface ComboBoxLabels {
  /** Accessible name of the button that opens the list. Default "Show options". */
  openList: string;
  /** Announced to assistive technology when the typed text matches no option. Default "No matches". */
  noMatches: string;
  /** Shown in the open list, and announced, while its code is still on the way. Default "Loading…". */
  loading: string;
}

const defaultLabels: ComboBoxLabels = { openList: 'Show options', noMatches: 'No matches', loading: 'Loading…' };

/**
 * A text input with a filtered list of options (APG combobox with listbox popup, list autocomplete).
 * The list is virtualised, so hundreds of options (countries, currencies) stay fast. ArrowDown/ArrowUp
 * open the list on the first/last option and move through it, Alt+ArrowDown opens it without
 * highlighting, Enter chooses the highlighted option. What the user typed is never wiped: Escape,
 * Alt+ArrowUp, Enter with nothing highlighted and leaving the field close the list and keep the
 * text (text that no longer names the chosen option lets the choice go; text naming an option
 * exactly chooses it); Escape on the closed field clears it.
 */
export function ComboBox<T extends object>(props: ComboBoxProps<T>) {
  const {
    items,
    getKey,
    getTextValue,
    renderSelectedAdornment,
    selectedKey,
    defaultSelectedKey,
    onSelectionChange,
    labels,
    maxListHeight = 320,
    className: _,
    ref,
    ...ariaProps
  } = props;
  const texts = { ...defaultLabels, ...labels };
  // Set when a key that closes the list also changes the text or the choice (Escape clearing the field, a
  // choice let go): react-stately would open the list again on that change. Typing lifts it.
  const [isHeldClosed, setHeldClosed] = useState(false);
  const { contains } = useFilter({ sensitivity: 'base' });
  const isInvalid = Boolean(ariaProps.isInvalid);
  const initialItem = items.find((item) => getKey(item) === (selectedKey ?? defaultSelectedKey));
  const [inputValue, setInputValue] = useState(initialItem ? getTextValue(initialItem) : '');
  // A choice made outside the field (a form sets it from another field) shows its text: react-stately leaves
  // the text to us when both text and choice are controlled. A choice let go clears only the text that
  // named it, never what the user typed.
  const [shownKey, setShownKey] = useState(selectedKey);
  if (selectedKey !== undefined && selectedKey !== shownKey) {
    setShownKey(selectedKey);
    const chosen = selectedKey === null ? undefined : items.find((item) => getKey(item) === selectedKey);
    const previous = shownKey == null ? undefined : items.find((item) => getKey(item) === shownKey);
    if (chosen) setInputValue(getTextValue(chosen));
    else if (previous && inputValue === getTextValue(previous)) setInputValue('');
  }
  // Set while the choice is let go to keep the typed text: react-stately then resets the text to ''.
  const keepTypedText = useRef(false);
  const state = useComboBoxState<T>({
    ...ariaProps,
    inputValue,
    onInputChange: (value) => {
      if (keepTypedText.current && value === '') return;
      keepTypedText.current = false;
      setHeldClosed(false);
      setInputValue(value);
    },
    menuTrigger: isHeldClosed ? 'manual' : ariaProps.menuTrigger,
    defaultItems: items,
    value: selectedKey,
    defaultValue: defaultSelectedKey,
    onChange: onSelectionChange,
    defaultFilter: contains,
    shouldCloseOnBlur: false,
    children: choiceItem(props),
  });
  const inputRef = useObjectRef(ref);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement | null>(null);
  const comboBox = useComboBox({ ...ariaProps, inputRef, buttonRef, listBoxRef, popoverRef }, state);
  const { buttonProps, inputProps, listBoxProps } = comboBox;
  useInertOutside(state.isOpen, buttonRef);
  const { buttonProps: openButtonProps } = useButton({ ...buttonProps, 'aria-label': texts.openList }, buttonRef);
  const { boxProps } = useFieldBox({ isDisabled: ariaProps.isDisabled, isInvalid });
  const boxRef = useRef<HTMLDivElement>(null);
  const preloadList = usePreloadPart(listBoxPart);
  const selectedItem = state.selectedItem?.value ?? null;

  /** Closes the list keeping the typed text, and makes the choice agree with it. */
  const settle = () => {
    state.setOpen(false);
    const text = state.inputValue;
    const chosenText = state.selectedItem?.textValue;
    if (text === chosenText) return;
    const exact = [...state.collection].find(
      (node) => node.type === 'item' && node.textValue.localeCompare(text, undefined, { sensitivity: 'base' }) === 0,
    );
    if (exact) state.setSelectedKey(exact.key);
    else if (state.selectedKey != null) {
      keepTypedText.current = text !== '';
      setHeldClosed(true);
      state.setSelectedKey(null);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const manager = state.selectionManager;
    if (event.key === 'Escape' && state.isOpen) {
      event.preventDefault();
      settle();
      return;
    }
    if (event.key === 'Escape' && (state.inputValue !== '' || state.selectedKey != null)) {
      event.preventDefault();
      setHeldClosed(true);
      setInputValue('');
      state.setSelectedKey(null);
      return;
    }
    if (event.key === 'Enter' && state.isOpen && manager.focusedKey == null) {
      event.preventDefault();
      settle();
      return;
    }
    if (event.key === 'Tab' && state.isOpen && manager.focusedKey == null) {
      // Leaving with nothing highlighted keeps the text (react-aria would put back the choice's text).
      // At once: the page made inert while the list is open must take focus right after this key.
      flushSync(settle);
      return;
    }
    if (event.altKey && event.key === 'ArrowDown' && !state.isOpen) {
      event.preventDefault();
      state.open(null, 'manual');
      return;
    }
    if (event.altKey && event.key === 'ArrowUp' && state.isOpen) {
      event.preventDefault();
      settle();
      return;
    }
    passKeyToComboBox(event, inputProps.onKeyDown, state);
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    inputProps.onBlur?.(event);
    const next = event.relatedTarget;
    const stays =
      next instanceof Node && (popoverRef.current?.contains(next) || buttonRef.current?.contains(next) === true);
    if (!stays) settle();
  };

  // The list closes when nothing matches; say so, since there is nothing else to hear.
  const hasNoMatches = state.isFocused && state.inputValue.trim() !== '' && state.collection.size === 0;
  useEffect(() => {
    if (hasNoMatches) announce(texts.noMatches, 'polite');
  }, [hasNoMatches, texts.noMatches]);

  const list = { listBoxProps, listBoxRef, inputRef, anchorRef: boxRef };
  const popup = state.isOpen && (
    <ComboBoxPopup list={list} popoverRef={popoverRef} loadingLabel={texts.loading}>
      {(parts) => <listBoxPart.Part {...parts} state={state} maxListHeight={maxListHeight} />}
    </ComboBoxPopup>
  );

  return (
    <Field own={props} aria={comboBox} footer={popup}>
      <InputBox {...mergeProps(boxProps, preloadList)} ref={boxRef} data-open={state.isOpen || undefined}>
        {renderSelectedAdornment && selectedItem && (
          <SelectedAdornment aria-hidden="true">{renderSelectedAdornment(selectedItem)}</SelectedAdornment>
        )}
        <ComboBoxInput {...withoutListReferences(inputProps)} onKeyDown={onKeyDown} onBlur={onBlur} ref={inputRef} />
        <ComboBoxButton {...openButtonProps} ref={buttonRef} data-disabled={ariaProps.isDisabled || undefined}>
          <ChevronDown aria-hidden="true" size={16} />
        </ComboBoxButton>
      </InputBox>
    </Field>
  );
}
