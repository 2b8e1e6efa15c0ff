import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useFocusWithin, useId, useObjectRef, useTextField } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { X } from 'lucide-react';
import { announce } from '../internal/announce.js';
import { FieldDescription, FieldError, FieldRoot } from '../internal/field.styles.js';
import { FieldLabelText } from '../internal/FieldLabelText.js';
import { lazyPart, usePreloadPart } from '../internal/lazyPart.js';
import type { ChipTagGroupProps } from './ChipTagGroup.js';
import { addChip, chipKey, removeChipAt, type ChipItem } from './addChip.js';
import { ChipCell, ChipGrid, ChipRow, ChipsBox, ChipsTextInput, ChipText, RemoveButton } from './ChipsInput.styles.js';

// react-aria's tag group is most of a ChipsInput's code (about 20 kB gzip of 33): it is fetched right
// after the field mounts, and the chips show as a plain list (removable by their buttons and by the
// keyboard) until it comes.
const tagGroupPart = lazyPart(() => import('./ChipTagGroup.js').then((module) => module.ChipTagGroup));

export interface ChipsInputProps {
  /** Visible label; names the text input, and the list of chips unless `listLabel` is given. */
  label: ReactNode;
  /**
   * Accessible name of the list of chips when the label names only the input, e.g. label "Add a
   * department" and list "Departments" under a panel heading "Departments".
   */
  listLabel?: string;
  /** Hint under the field, e.g. "Press Enter to add a department". */
  description?: ReactNode;
  /**
   * The chips (controlled). Each keeps the `id` it was given, so a caller can send the ids of the
   * entries the user kept and the names of the ones added (chips added by typing have no id).
   */
  value?: readonly ChipItem[];
  /** The initial chips (uncontrolled). */
  defaultValue?: readonly ChipItem[];
  /** Called with the new list after each add or removal; kept chips are the same objects as given. */
  onChange?: (chips: ChipItem[]) => void;
  /** Returns an error message for a value that may not be added, or nothing when it is fine. */
  validate?: (value: string) => string | null | undefined;
  /** Most chips allowed; adding more shows `maxItemsMessage`. */
  maxItems?: number;
  /** Shown when adding would exceed `maxItems`. Default `You can add up to <maxItems> items`. */
  maxItemsMessage?: (maxItems: number) => string;
  /** The texts the field shows or announces; each has an English default. */
  labels?: Partial<ChipsInputLabels>;
  /** Marks the field invalid from outside (e.g. a form rule) and shows `errorMessage`. */
  isInvalid?: boolean;
  /** Error shown when `isInvalid`. */
  errorMessage?: ReactNode;
  /** Placeholder of the text input. */
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Form field name of the text input. */
  name?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The texts of a ChipsInput besides its label, description and messages. */
export interface ChipsInputLabels {
  /** Name of each chip's remove button, read before the chip's text ("Remove Finance"). Default "Remove". */
  remove: string;
  /** Announced when a chip is added. Default `<chip> added`. */
  added: (chip: string) => string;
  /** Announced when a chip is removed. Default `<chip> removed`. */
  removed: (chip: string) => string;
  /**
   * Said at the field (and announced) when the typed value is already a chip: it is not added.
   * Default `<chip> is already in the list`.
   */
  duplicate: (chip: string) => string;
  /**
   * Said at the field (and announced) when Enter is pressed with nothing but spaces typed.
   * Default "Type a value, then press Enter to add it".
   */
  empty: string;
}

const defaultLabels: ChipsInputLabels = {
  remove: 'Remove',
  added: (chip) => `${chip} added`,
  removed: (chip) => `${chip} removed`,
  duplicate: (chip) => `${chip} is already in the list`,
  empty: 'Type a value, then press Enter to add it',
};

const defaultMaxItemsMessage = (max: number) => `You can add up to ${max} items`;

type PlainChipListProps = Omit<ChipTagGroupProps, 'inputRef'> & {
  /** The text input after the chips: ArrowRight from the last chip goes on to it. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Called as the list goes (the tag group's code has come) with the index of the chip holding focus. */
  onLeaveWithFocus: (index: number) => void;
};

/**
 * The chips as a plain list, shown for the moment the tag group's code is still on the way. The keyboard
 * works as in the tag group: the chips are one tab stop (the first chip's remove button, then the one
 * focused last; Backspace in the empty input moves to the last), Delete, Backspace or pressing the remove
 * button removes the chip and focus goes to the one that took its place (else the one before, else the
 * input), ArrowLeft and ArrowRight move between chips and on to the input. When the tag group comes, focus
 * moves on to its row for the same chip.
 */
function PlainChipList({
  chips,
  listLabel,
  labelledBy,
  isDisabled,
  removeLabel,
  onRemove,
  inputRef,
  onLeaveWithFocus,
}: PlainChipListProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  const [lastFocused, setLastFocused] = useState(0);
  const tabStop = Math.min(lastFocused, chips.length - 1);
  const buttons = (list = listRef.current) => [...(list?.querySelectorAll<HTMLElement>('[data-chip-focus]') ?? [])];
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const shown = buttons();
    shown[Math.min(index, shown.length - 1)]?.focus();
  }, [chips]);
  const leaveWithFocus = useRef(onLeaveWithFocus);
  useLayoutEffect(() => {
    leaveWithFocus.current = onLeaveWithFocus;
  });
  // Runs while the list is still in the document, before React takes it out: the focused button would
  // otherwise leave focus on <body>.
  useLayoutEffect(() => {
    const list = listRef.current;
    return () => {
      const focused = buttons(list).findIndex((button) => button === document.activeElement);
      if (focused >= 0) leaveWithFocus.current(focused);
    };
  }, []);
  const removeAt = (index: number) => {
    // With no chip left, the ChipsInput puts focus back in the input itself.
    if (chips.length > 1) focusAfterRemoval.current = index;
    onRemove(index);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      removeAt(index);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const next = index + (event.key === 'ArrowRight' ? 1 : -1);
      if (next >= chips.length) inputRef.current?.focus();
      else buttons()[Math.max(next, 0)]?.focus();
    }
  };
  return (
    <ChipGrid
      ref={listRef}
      role="list"
      aria-label={listLabel}
      aria-labelledby={listLabel === undefined ? labelledBy : undefined}
      data-chip-list=""
    >
      {chips.map((chip, index) => (
        <ChipRow key={chipKey(chip)} role="listitem">
          <ChipCell>
            <ChipText id={`${id}-${index}`}>{chip.name}</ChipText>
            {!isDisabled && (
              <RemoveButton
                type="button"
                id={`${id}-${index}-remove`}
                tabIndex={index === tabStop ? 0 : -1}
                aria-label={removeLabel}
                aria-labelledby={`${id}-${index}-remove ${id}-${index}`}
                data-chip-focus=""
                onFocus={() => setLastFocused(index)}
                onClick={() => removeAt(index)}
                onKeyDown={onKeyDown(index)}
              >
                <X size={14} strokeWidth={2.5} aria-hidden="true" />
              </RemoveButton>
            )}
          </ChipCell>
        </ChipRow>
      ))}
    </ChipGrid>
  );
}

/**
 * A text input that turns entries into chips: Enter adds the trimmed value and never submits the
 * surrounding form; an empty or blank value, a duplicate (case-insensitive), one `validate` refuses or
 * one past `maxItems` is not added and the field says why; chips are a react-aria tag group
 * (`useTagGroup` / `useTag`): one tab stop, arrow keys move between them (ArrowRight from the last goes
 * back to the input), Home/End to the first/last, and Delete/Backspace or their button removes one.
 * Backspace in the empty input moves to the last chip. Adds and removals are announced.
 */
export function ChipsInput({
  label,
  listLabel,
  description,
  value,
  defaultValue,
  onChange,
  validate,
  maxItems,
  maxItemsMessage = defaultMaxItemsMessage,
  labels,
  isInvalid: isInvalidProp = false,
  errorMessage: errorMessageProp,
  placeholder,
  isDisabled = false,
  isRequired = false,
  name,
  className,
  ref,
}: ChipsInputProps) {
  const texts = { ...defaultLabels, ...labels };
  const inputRef = useObjectRef(ref);
  const boxRef = useRef<HTMLDivElement>(null);
  const [chips, setChips] = useControlledState<readonly ChipItem[], ChipItem[]>(value, defaultValue ?? [], onChange);
  const [text, setText] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const [isFocusWithin, setFocusWithin] = useState(false);

  const isInvalid = isInvalidProp || entryError != null;
  const errorMessage = entryError ?? (isInvalidProp ? errorMessageProp : undefined);

  function handleInputKey(event: { key: string; preventDefault: () => void }) {
    // Enter in the field only ever adds a chip: it never submits the surrounding form (the form has its
    // own button), and a value it does not add says why at the field.
    if (event.key === 'Enter') {
      event.preventDefault();
      const refuse = (message: string) => {
        setEntryError(message);
        announce(message, 'polite');
      };
      const result = addChip(chips, text, { maxItems, validate });
      switch (result.status) {
        case 'added':
          setChips(result.chips);
          setText('');
          setEntryError(null);
          announce(texts.added(result.chip.name), 'polite');
          break;
        case 'duplicate':
          refuse(texts.duplicate(result.existing.name));
          break;
        case 'max':
          setEntryError(maxItemsMessage(result.maxItems));
          break;
        case 'invalid':
          setEntryError(result.message);
          break;
        case 'empty':
          refuse(texts.empty);
          break;
      }
      return;
    }
    const input = inputRef.current;
    const atStart = input?.selectionStart === 0 && input.selectionEnd === 0;
    if (chips.length > 0 && ((event.key === 'Backspace' && text === '') || (event.key === 'ArrowLeft' && atStart))) {
      event.preventDefault();
      focusChip(chips.length - 1);
    }
  }

  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      label,
      description,
      errorMessage,
      isInvalid,
      isDisabled,
      isRequired: isRequired && chips.length === 0,
      placeholder,
      name,
      value: text,
      onChange: (next) => {
        setText(next);
        setEntryError(null);
      },
      onKeyDown: handleInputKey,
    },
    inputRef,
  );

  const focusInputAfterRemoval = useRef(false);
  useEffect(() => {
    if (!focusInputAfterRemoval.current) return;
    focusInputAfterRemoval.current = false;
    inputRef.current?.focus();
  }, [chips, inputRef]);

  const remove = (index: number) => {
    const chip = chips[index];
    if (isDisabled || chip == null) return;
    const next = removeChipAt(chips, index);
    setChips(next);
    announce(texts.removed(chip.name), 'polite');
    // Focus stays in the list (react-aria moves it to the chip that took this place, else the one
    // before); with no chip left, it goes back to the input.
    if (next.length === 0) focusInputAfterRemoval.current = true;
  };

  // A tag group's row, or a plain chip's remove button while the tag group's code is on the way.
  const focusChip = (index: number) => {
    boxRef.current?.querySelectorAll<HTMLElement>('[data-chip-list] [role="row"], [data-chip-focus]')[index]?.focus();
  };

  usePreloadPart(tagGroupPart);
  const chipListProps = {
    chips,
    listLabel,
    labelledBy: labelProps.id,
    isDisabled,
    removeLabel: texts.remove,
    onRemove: remove,
  };

  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocusWithin });

  return (
    <FieldRoot className={className} data-disabled={isDisabled || undefined}>
      <FieldLabelText {...labelProps} isRequired={isRequired}>
        {label}
      </FieldLabelText>
      <ChipsBox
        {...focusWithinProps}
        ref={boxRef}
        data-focus-within={isFocusWithin || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        {chips.length > 0 && (
          <Suspense
            fallback={
              <PlainChipList
                {...chipListProps}
                inputRef={inputRef}
                // The tag group renders in the same commit that takes the plain list out: focus its row next.
                onLeaveWithFocus={(index) => queueMicrotask(() => focusChip(index))}
              />
            }
          >
            <tagGroupPart.Part {...chipListProps} inputRef={inputRef} />
          </Suspense>
        )}
        <ChipsTextInput {...inputProps} ref={inputRef} />
      </ChipsBox>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      {isInvalid && errorMessage != null && <FieldError {...errorMessageProps}>{errorMessage}</FieldError>}
    </FieldRoot>
  );
}
