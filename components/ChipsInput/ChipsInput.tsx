import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { mergeProps, useFocusRing, useFocusWithin, useId, useObjectRef, useTextField } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { X } from 'lucide-react';
import { announce } from '../internal/announce.js';
import { FieldDescription, FieldError, FieldRoot } from '../internal/field.styles.js';
import { FieldLabelText } from '../internal/FieldLabelText.js';
import { addChip, chipKey, removeChipAt, type ChipItem } from './addChip.js';
import { ChipCell, ChipGrid, ChipRow, ChipsBox, ChipsTextInput, ChipText, RemoveButton } from './ChipsInput.styles.js';

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
  /** Shown when adding would exceed `maxItems`. */
  maxItemsMessage?: (maxItems: number) => string;
  /** Announced when a chip is added. */
  formatAdded?: (chip: string) => string;
  /** Announced when a chip is removed. */
  formatRemoved?: (chip: string) => string;
  /** Name of each chip's remove button, read before the chip ("Remove Finance"). */
  removeLabel?: string;
  /** Said at the field (and announced) when the typed value is already a chip: it is not added. */
  formatDuplicate?: (chip: string) => string;
  /** Said at the field (and announced) when Enter is pressed with nothing but spaces typed. */
  emptyMessage?: string;
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

const defaults = {
  maxItemsMessage: (max: number) => `You can add up to ${max} items`,
  formatAdded: (chip: string) => `${chip} added`,
  formatRemoved: (chip: string) => `${chip} removed`,
  formatDuplicate: (chip: string) => `${chip} is already in the list`,
  emptyMessage: 'Type a value, then press Enter to add it',
};

interface ChipProps {
  chip: ChipItem;
  /** Whether this chip is the one reached by Tab (roving tab stop of the grid). */
  isTabStop: boolean;
  isDisabled: boolean;
  removeLabel: string;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onRemove: () => void;
}

/** One chip: a grid row whose cell holds the text and a remove button (as in react-aria's TagGroup). */
function Chip({ chip, isTabStop, isDisabled, removeLabel, onFocus, onKeyDown, onRemove }: ChipProps) {
  const textId = useId();
  const buttonId = useId();
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <ChipRow
      {...mergeProps(focusProps, { onFocus, onKeyDown })}
      role="row"
      tabIndex={isDisabled ? undefined : isTabStop ? 0 : -1}
      aria-labelledby={textId}
      data-focus-visible={isFocusVisible || undefined}
      data-chip=""
    >
      <ChipCell role="gridcell">
        <ChipText id={textId}>{chip.name}</ChipText>
        {!isDisabled && (
          <RemoveButton
            type="button"
            id={buttonId}
            tabIndex={-1}
            aria-label={removeLabel}
            aria-labelledby={`${buttonId} ${textId}`}
            onClick={onRemove}
          >
            <X size={14} strokeWidth={2.5} aria-hidden="true" />
          </RemoveButton>
        )}
      </ChipCell>
    </ChipRow>
  );
}

/**
 * A text input that turns entries into chips: Enter adds the trimmed value and never submits the
 * surrounding form; an empty or blank value, a duplicate (case-insensitive), one `validate` refuses or
 * one past `maxItems` is not added and the field says why; chips are a react-aria tag group, so
 * arrow keys move between them and Delete/Backspace or their button removes them. Backspace in
 * the empty input moves to the last chip. Adds and removals are announced.
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
  maxItemsMessage = defaults.maxItemsMessage,
  formatAdded = defaults.formatAdded,
  formatRemoved = defaults.formatRemoved,
  formatDuplicate = defaults.formatDuplicate,
  emptyMessage = defaults.emptyMessage,
  removeLabel = 'Remove',
  isInvalid: isInvalidProp = false,
  errorMessage: errorMessageProp,
  placeholder,
  isDisabled = false,
  isRequired = false,
  name,
  className,
  ref,
}: ChipsInputProps) {
  const inputRef = useObjectRef(ref);
  const gridRef = useRef<HTMLDivElement>(null);
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
          announce(formatAdded(result.chip.name), 'polite');
          break;
        case 'duplicate':
          refuse(formatDuplicate(result.existing.name));
          break;
        case 'max':
          setEntryError(maxItemsMessage(result.maxItems));
          break;
        case 'invalid':
          setEntryError(result.message);
          break;
        case 'empty':
          refuse(emptyMessage);
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

  // Roving tab stop among the chips, and the chip to focus after the list changes.
  const [tabStop, setTabStop] = useState(0);
  const pendingFocus = useRef<number | 'input' | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target == null) return;
    pendingFocus.current = null;
    if (target === 'input') inputRef.current?.focus();
    else gridRef.current?.querySelectorAll<HTMLElement>('[data-chip]')[target]?.focus();
  }, [chips, inputRef]);

  const focusChip = (index: number) => {
    gridRef.current?.querySelectorAll<HTMLElement>('[data-chip]')[index]?.focus();
  };

  const remove = (index: number) => {
    const chip = chips[index];
    if (isDisabled || chip == null) return;
    const next = removeChipAt(chips, index);
    setChips(next);
    announce(formatRemoved(chip.name), 'polite');
    // Focus stays in the list: on the chip that took this place, else the one before, else the input.
    const focusIndex = next.length === 0 ? 'input' : Math.min(index, next.length - 1);
    pendingFocus.current = focusIndex;
    setTabStop(focusIndex === 'input' ? 0 : focusIndex);
  };

  const onChipKeyDown = (index: number, event: KeyboardEvent<HTMLDivElement>) => {
    if (isDisabled) return;
    const last = chips.length - 1;
    switch (event.key) {
      case 'ArrowLeft':
      case 'ArrowUp':
        event.preventDefault();
        focusChip(Math.max(0, index - 1));
        break;
      case 'ArrowRight':
      case 'ArrowDown':
        event.preventDefault();
        if (index < last) focusChip(index + 1);
        else inputRef.current?.focus();
        break;
      case 'Home':
        event.preventDefault();
        focusChip(0);
        break;
      case 'End':
        event.preventDefault();
        focusChip(last);
        break;
      case 'Delete':
      case 'Backspace':
        event.preventDefault();
        remove(index);
        break;
    }
  };

  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocusWithin });

  return (
    <FieldRoot className={className} data-disabled={isDisabled || undefined}>
      <FieldLabelText {...labelProps} isRequired={isRequired}>
        {label}
      </FieldLabelText>
      <ChipsBox
        {...focusWithinProps}
        data-focus-within={isFocusWithin || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        {chips.length > 0 && (
          <ChipGrid
            role="grid"
            aria-label={listLabel}
            aria-labelledby={listLabel === undefined ? labelProps.id : undefined}
            ref={gridRef}
          >
            {chips.map((chip, index) => (
              <Chip
                key={chipKey(chip)}
                chip={chip}
                isTabStop={!isDisabled && index === Math.min(tabStop, chips.length - 1)}
                isDisabled={isDisabled}
                removeLabel={removeLabel}
                onFocus={() => setTabStop(index)}
                onKeyDown={(event) => onChipKeyDown(index, event)}
                onRemove={() => remove(index)}
              />
            ))}
          </ChipGrid>
        )}
        <ChipsTextInput {...inputProps} ref={inputRef} />
      </ChipsBox>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      {isInvalid && errorMessage != null && <FieldError {...errorMessageProps}>{errorMessage}</FieldError>}
    </FieldRoot>
  );
}
