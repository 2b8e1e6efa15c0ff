import { createContext, useContext, type ReactNode, type Ref, type RefObject } from 'react';
import {
  mergeProps,
  useFocusRing,
  useHover,
  useId,
  useObjectRef,
  useRadio,
  useRadioGroup,
  VisuallyHidden,
  type AriaRadioGroupProps,
} from 'react-aria';
import { useRadioGroupState, type RadioGroupState } from 'react-stately';
import { TileDescription, TileIcon, TileText, TileTitle } from '../Tile/Tile.styles.js';
import { FieldDescription, FieldError } from '../internal/field.styles.js';
import { CheckMark, TileLabel, TilesGrid, TilesLabel, TilesRoot } from './RadioTiles.styles.js';

/** One selectable tile. */
export interface RadioTileOption {
  /** The value chosen by selecting this tile. */
  value: string;
  /** Tile heading; the radio's accessible name. */
  title: ReactNode;
  /** Supporting text; the radio's accessible description. */
  description?: ReactNode;
  /** Decorative icon. */
  icon?: ReactNode;
  /** This option cannot be chosen. */
  isDisabled?: boolean;
}

export interface RadioTilesProps extends Omit<
  AriaRadioGroupProps,
  'label' | 'description' | 'errorMessage' | 'children'
> {
  /** Visible label of the group (its accessible name). */
  label: ReactNode;
  /** The options, in order. */
  options: readonly RadioTileOption[];
  /** Hint under the label. */
  description?: ReactNode;
  /** Shown when `isInvalid`. */
  errorMessage?: ReactNode;
  className?: string;
  /**
   * Given the radio that takes focus when Tab enters the group (the chosen one, else the first that can
   * be chosen), so a form can focus the group (react-hook-form's `field.ref`).
   */
  ref?: Ref<HTMLInputElement>;
}

const TilesContext = createContext<RadioGroupState | null>(null);

function RadioTile({ option, inputRef }: { option: RadioTileOption; inputRef?: Ref<HTMLInputElement> }) {
  const state = useContext(TilesContext);
  const ref = useObjectRef(inputRef);
  const descriptionId = useId();
  const titleId = useId();
  if (!state) throw new Error('RadioTile outside RadioTiles');
  return (
    <RadioTileInner option={option} state={state} inputRef={ref} descriptionId={descriptionId} titleId={titleId} />
  );
}

function RadioTileInner({
  option,
  state,
  inputRef,
  descriptionId,
  titleId,
}: {
  option: RadioTileOption;
  state: RadioGroupState;
  inputRef: RefObject<HTMLInputElement | null>;
  descriptionId: string;
  titleId: string;
}) {
  const { inputProps, labelProps, isSelected, isDisabled } = useRadio(
    {
      value: option.value,
      isDisabled: option.isDisabled,
      children: option.title,
      'aria-labelledby': titleId,
      'aria-describedby': option.description != null ? descriptionId : undefined,
    },
    state,
    inputRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <TileLabel
      {...mergeProps(labelProps, hoverProps)}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={inputRef} />
      </VisuallyHidden>
      {option.icon != null && <TileIcon aria-hidden="true">{option.icon}</TileIcon>}
      <TileText>
        <TileTitle id={titleId}>{option.title}</TileTitle>
        {option.description != null && <TileDescription id={descriptionId}>{option.description}</TileDescription>}
      </TileText>
      <CheckMark aria-hidden="true" />
    </TileLabel>
  );
}

/**
 * A radio group drawn as selectable tiles with a title and a description (e.g. single use vs
 * multi use). Arrow keys move the choice; Tab enters and leaves the group at the chosen tile.
 */
export function RadioTiles({ label, options, description, errorMessage, className, ref, ...props }: RadioTilesProps) {
  const ariaProps = { ...props, label, description, errorMessage };
  const state = useRadioGroupState(ariaProps);
  const { radioGroupProps, labelProps, descriptionProps, errorMessageProps, isInvalid } = useRadioGroup(
    ariaProps,
    state,
  );
  // Where Tab enters the group: the chosen tile, else the first that can be chosen.
  const entryValue = state.selectedValue ?? options.find((option) => !option.isDisabled)?.value;
  return (
    <TilesRoot {...radioGroupProps} className={className}>
      <TilesLabel {...labelProps}>{label}</TilesLabel>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      <TilesGrid data-orientation={props.orientation ?? 'vertical'}>
        <TilesContext.Provider value={state}>
          {options.map((option) => (
            <RadioTile key={option.value} option={option} inputRef={option.value === entryValue ? ref : undefined} />
          ))}
        </TilesContext.Provider>
      </TilesGrid>
      {isInvalid && errorMessage != null && <FieldError {...errorMessageProps}>{errorMessage}</FieldError>}
    </TilesRoot>
  );
}
