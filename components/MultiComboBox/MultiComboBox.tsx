import { useRef, useState, type ReactNode, type Ref } from 'react';
import {
  mergeProps,
  useButton,
  useComboBox,
  useFilter,
  useFocusRing,
  useObjectRef,
  type AriaButtonProps,
} from 'react-aria';
import { Item, useComboBoxState } from 'react-stately';
import { X } from 'lucide-react';
import { announce } from '../internal/announce.js';
import { ComboBoxPopup } from '../internal/ComboBoxPopup.js';
import { Field } from '../internal/Field/Field.js';
import { lazyPart, usePreloadPart } from '../internal/lazyPart.js';
import { passKeyToComboBox, useInertOutside } from '../internal/useInertOutside.js';
import { withoutListReferences } from '../internal/useInputReference.js';
import { Chip, ChipList, ChipRemove, ChipsBox, ComboInput } from './MultiComboBox.styles.js';
import { addValue, availableOptions, removeValue, type MultiOption } from './multiSelection.js';

const listBoxPart = lazyPart(() => import('./MultiComboBoxListBox.js').then((module) => module.MultiComboBoxListBox));

export interface MultiComboBoxProps {
  /** Visible label; the accessible name of the input. */
  label: ReactNode;
  /** Every option that can be picked. */
  options: readonly MultiOption[];
  /** Picked values (controlled). */
  value?: readonly string[];
  /** Initially picked values (uncontrolled). */
  defaultValue?: readonly string[];
  /** Called with the picked values, in the order they were picked. */
  onChange?: (values: string[]) => void;
  /** Hint under the field. */
  description?: ReactNode;
  /** Shown when `isInvalid`. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Shows the required mark and sets `aria-required` on the input. */
  isRequired?: boolean;
  /** Placeholder of the input. */
  placeholder?: string;
  /** The texts the field shows or announces; each has an English default. */
  labels?: Partial<MultiComboBoxLabels>;
  className?: string;
  /** Given the text input, where typing picks values. */
  ref?: Ref<HTMLInputElement>;
}

/** The texts of a MultiComboBox. */
export interface MultiComboBoxLabels {
  /** Accessible name of each chip's remove button. Default `Remove <label>`. */
  remove: (label: string) => string;
  /** Accessible name of the list of chips. Default "Selected". */
  selected: string;
  /** Shown in the open list when nothing matches. Default "No matches". */
  noMatches: ReactNode;
  /** Shown in the open list, and announced, while its code is still on the way. Default "Loading…". */
  loading: string;
  /** Announced after a value is added. Default `<label> added`. */
  added: (label: string) => string;
  /** Announced after a value is removed. Default `<label> removed`. */
  removed: (label: string) => string;
}

const defaultLabels: MultiComboBoxLabels = {
  remove: (label) => `Remove ${label}`,
  selected: 'Selected',
  noMatches: 'No matches',
  loading: 'Loading…',
  added: (label) => `${label} added`,
  removed: (label) => `${label} removed`,
};

function ChipButton({ onKeyDown, ...props }: AriaButtonProps & { onKeyDown: (key: string) => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <ChipRemove
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      data-focus-visible={isFocusVisible || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Delete' || event.key === 'Backspace') {
          event.preventDefault();
          onKeyDown(event.key);
        } else buttonProps.onKeyDown?.(event);
      }}
    >
      <X aria-hidden="true" size={14} />
    </ChipRemove>
  );
}

/**
 * Picks several values, shown as removable chips, with the WAI-ARIA APG combobox keys: type to
 * filter; ArrowDown/ArrowUp open the list on its first/last option (Alt+ArrowDown opens it with
 * nothing highlighted, Alt+ArrowUp closes it); Enter adds the highlighted option (with none, it
 * closes the list keeping the text); Escape closes the list, a second Escape clears the text;
 * Backspace in the empty input removes the last chip; each chip's remove
 * button (also Delete/Backspace on it) removes that value and focus returns to the input.
 */
export function MultiComboBox(props: MultiComboBoxProps) {
  const {
    label,
    options,
    value,
    defaultValue = [],
    onChange,
    description,
    errorMessage,
    isInvalid = false,
    isDisabled = false,
    isRequired = false,
    placeholder,
    labels,
    ref,
  } = props;
  const texts = { ...defaultLabels, ...labels };
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue);
  const values = value ?? uncontrolled;
  const [inputValue, setInputValue] = useState('');
  // Set while Escape has cleared the text: react-stately would open the list again on that change (APG
  // wants it closed). Typing lifts it.
  const [isHeldClosed, setHeldClosed] = useState(false);
  const { contains } = useFilter({ sensitivity: 'base' });
  const items = availableOptions(options, values, inputValue, contains);
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;

  const commit = (next: string[]) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const inputRef = useObjectRef(ref);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  const comboProps = {
    label,
    description,
    errorMessage,
    isInvalid,
    isDisabled,
    isRequired,
    placeholder,
    items,
    inputValue,
    selectedKey: null,
    allowsEmptyCollection: true,
    children: (option: MultiOption) => <Item key={option.value}>{option.label}</Item>,
    menuTrigger: isHeldClosed ? ('manual' as const) : ('input' as const),
    onInputChange: (text: string) => {
      setHeldClosed(false);
      setInputValue(text);
    },
    onSelectionChange: (key: string | number | null) => {
      if (key == null) return;
      const picked = String(key);
      commit(addValue(values, picked));
      setInputValue('');
      announce(texts.added(labelOf(picked)), 'polite');
    },
  };
  const state = useComboBoxState<MultiOption>(comboProps);
  const comboBox = useComboBox<MultiOption>({ ...comboProps, inputRef, listBoxRef, popoverRef }, state);
  const { inputProps, listBoxProps } = comboBox;
  useInertOutside(state.isOpen);
  const preloadList = usePreloadPart(listBoxPart);

  /** The APG combobox keys react-aria's combobox leaves undone here; true when the key was handled. */
  const handleListKey = (key: string, altKey: boolean): boolean => {
    const manager = state.selectionManager;
    if (key === 'Escape') {
      if (state.isOpen) state.setOpen(false);
      else if (inputValue !== '') {
        setHeldClosed(true);
        setInputValue('');
      } else return false;
      return true;
    }
    if (key === 'Enter' && state.isOpen && manager.focusedKey == null) {
      state.setOpen(false);
      return true;
    }
    if (altKey && key === 'ArrowUp' && state.isOpen) {
      state.setOpen(false);
      return true;
    }
    if ((key === 'ArrowDown' || key === 'ArrowUp') && !state.isOpen) {
      // The list highlights the first/last option as it mounts (react-aria's autoFocus strategy).
      state.open(altKey ? null : key === 'ArrowDown' ? 'first' : 'last', 'manual');
      return true;
    }
    return false;
  };

  const remove = (v: string) => {
    commit(removeValue(values, v));
    announce(texts.removed(labelOf(v)), 'polite');
    inputRef.current?.focus();
  };

  const list = { listBoxProps, listBoxRef, inputRef, anchorRef: boxRef };
  const popup = state.isOpen && (
    <ComboBoxPopup list={list} popoverRef={popoverRef} loadingLabel={texts.loading}>
      {(parts) => <listBoxPart.Part {...parts} state={state} emptyMessage={texts.noMatches} />}
    </ComboBoxPopup>
  );

  return (
    <Field own={props} aria={comboBox} footer={popup}>
      <ChipsBox
        {...preloadList}
        ref={boxRef}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        {values.length > 0 && (
          // While the list is open react-aria hides everything outside the input and the popover from
          // assistive technology; the chips stay exposed (they hold focusable remove buttons).
          <ChipList aria-label={texts.selected} data-react-aria-top-layer="true">
            {values.map((v) => (
              <Chip key={v}>
                <span>{labelOf(v)}</span>
                <ChipButton
                  aria-label={texts.remove(labelOf(v))}
                  isDisabled={isDisabled}
                  onPress={() => remove(v)}
                  onKeyDown={() => remove(v)}
                />
              </Chip>
            ))}
          </ChipList>
        )}
        <ComboInput
          {...withoutListReferences(inputProps)}
          ref={inputRef}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && inputValue === '' && values.length > 0) {
              const last = values[values.length - 1];
              if (last !== undefined) remove(last);
              return;
            }
            if (handleListKey(event.key, event.altKey)) {
              event.preventDefault();
              return;
            }
            passKeyToComboBox(event, inputProps.onKeyDown, state);
          }}
        />
      </ChipsBox>
    </Field>
  );
}
