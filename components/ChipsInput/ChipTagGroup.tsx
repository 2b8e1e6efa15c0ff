import { useRef, type KeyboardEvent, type RefObject } from 'react';
import { mergeProps, useButton, useFocusRing, useId, useLocale, useTag, useTagGroup } from 'react-aria';
import { Item, useListState, type ListState, type Node } from 'react-stately';
import { X } from 'lucide-react';
import { chipKey, type ChipItem } from './addChip.js';
import { ChipCell, ChipGrid, ChipRow, ChipText, RemoveButton } from './ChipsInput.styles.js';

interface TagProps {
  item: Node<ChipItem>;
  state: ListState<ChipItem>;
  isDisabled: boolean;
  removeLabel: string;
  /** Whether this chip is the list's one tab stop. */
  isTabStop: boolean;
}

/** One chip: react-aria's tag (a grid row whose cell holds the text and a remove button). */
function Tag({ item, state, isDisabled, removeLabel, isTabStop }: TagProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  const { rowProps, gridCellProps, removeButtonProps } = useTag({ item }, state, rowRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { buttonProps } = useButton(
    {
      ...removeButtonProps,
      'aria-label': removeLabel,
      'aria-labelledby': `${removeButtonProps.id ?? ''} ${textId}`,
      excludeFromTabOrder: true,
    },
    buttonRef,
  );
  return (
    <ChipRow
      {...mergeProps(rowProps, focusProps)}
      // react-aria makes every chip a tab stop until one has been focused; the list keeps one (APG grid).
      tabIndex={isTabStop && !isDisabled ? 0 : -1}
      ref={rowRef}
      data-focus-visible={isFocusVisible || undefined}
    >
      <ChipCell {...gridCellProps}>
        <ChipText id={textId}>{item.rendered}</ChipText>
        {!isDisabled && (
          <RemoveButton {...buttonProps} ref={buttonRef}>
            <X size={14} strokeWidth={2.5} aria-hidden="true" />
          </RemoveButton>
        )}
      </ChipCell>
    </ChipRow>
  );
}

export interface ChipTagGroupProps {
  chips: readonly ChipItem[];
  /** Name of the list (else `labelledBy` names it). */
  listLabel: string | undefined;
  /** The id of the field's label. */
  labelledBy: string | undefined;
  isDisabled: boolean;
  removeLabel: string;
  /** Removes the chip at `index`. */
  onRemove: (index: number) => void;
  /** The text input that follows the chips: ArrowRight from the last chip goes on to it. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The chips of a ChipsInput as react-aria's tag group (`useTagGroup` / `useTag`): one tab stop, arrows
 * between chips, Home/End, Delete/Backspace and each chip's button remove it, focus kept in the list.
 * Loaded apart from the ChipsInput (`lazyPart`), which shows the chips as a plain list until it comes.
 */
export function ChipTagGroup({
  chips,
  listLabel,
  labelledBy,
  isDisabled,
  removeLabel,
  onRemove,
  inputRef,
}: ChipTagGroupProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const state = useListState<ChipItem>({
    items: chips,
    // Disabled chips are neither focusable nor removable.
    disabledKeys: isDisabled ? chips.map(chipKey) : undefined,
    children: (chip: ChipItem) => (
      <Item key={chipKey(chip)} textValue={chip.name}>
        {chip.name}
      </Item>
    ),
  });
  const { gridProps } = useTagGroup<ChipItem>(
    {
      'aria-label': listLabel,
      'aria-labelledby': listLabel === undefined ? labelledBy : undefined,
      onRemove: isDisabled
        ? undefined
        : (keys) => {
            const index = chips.findIndex((chip) => keys.has(chipKey(chip)));
            if (index >= 0) onRemove(index);
          },
    },
    state,
    gridRef,
  );

  // The list's one tab stop: the chip focused last while it is still there, else the first.
  const focusedKey = state.selectionManager.focusedKey;
  const tabStopKey =
    focusedKey != null && state.collection.getItem(focusedKey) ? focusedKey : state.collection.getFirstKey();

  // react-aria's tag group wraps at both ends; here ArrowRight from the last chip goes on to the input,
  // ArrowLeft and ArrowUp on the first and ArrowDown on the last stay (the input follows the chips).
  const { direction } = useLocale();
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const atLast = focusedKey != null && focusedKey === state.collection.getLastKey();
    const atFirst = focusedKey != null && focusedKey === state.collection.getFirstKey();
    const stays = (event.key === 'ArrowUp' && atFirst) || (event.key === 'ArrowDown' && atLast);
    if (stays || (event.key === forward && atLast) || (event.key === backward && atFirst)) {
      event.preventDefault();
      event.stopPropagation();
      if (event.key === forward) inputRef.current?.focus();
    }
  };

  return (
    <ChipGrid
      {...gridProps}
      // The list itself is no tab stop: a chip is (none when they are disabled).
      tabIndex={isDisabled ? undefined : -1}
      ref={gridRef}
      onKeyDownCapture={onKeyDownCapture}
      data-chip-list=""
    >
      {[...state.collection].map((item) => (
        <Tag
          key={item.key}
          item={item}
          state={state}
          isDisabled={isDisabled}
          removeLabel={removeLabel}
          isTabStop={item.key === tabStopKey}
        />
      ))}
    </ChipGrid>
  );
}
