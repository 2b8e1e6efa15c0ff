import { createContext, useContext, useRef, type ReactNode } from 'react';
import {
  mergeProps,
  useCheckboxGroup,
  useCheckboxGroupItem,
  useFocusRing,
  useId,
  type AriaCheckboxGroupProps,
} from 'react-aria';
import { useCheckboxGroupState, type CheckboxGroupState } from 'react-stately';
import { FieldDescription, FieldError } from '../internal/field.styles.js';
import {
  Box,
  GroupLabel,
  GroupRoot,
  OptionDescription,
  OptionLabel,
  OptionText,
  Options,
} from './CheckboxGroup.styles.js';

/** One checkbox of the group. */
export interface CheckboxOption {
  /** Value added to the group's value when checked. */
  value: string;
  /** Visible label of the checkbox. */
  label: ReactNode;
  /** Extra text under the label, exposed as its description. */
  description?: ReactNode;
  /** This checkbox cannot be changed. */
  isDisabled?: boolean;
}

export interface CheckboxGroupProps extends Omit<
  AriaCheckboxGroupProps,
  'label' | 'description' | 'errorMessage' | 'children'
> {
  /** Visible label of the group (its accessible name). */
  label: ReactNode;
  /** The checkboxes, in order. */
  options: readonly CheckboxOption[];
  /** Hint under the label. */
  description?: ReactNode;
  /** Shown when `isInvalid`. */
  errorMessage?: ReactNode;
  /** Stack the boxes (default) or lay them in a wrapping row. */
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

const GroupContext = createContext<CheckboxGroupState | null>(null);

function CheckboxItem({ option }: { option: CheckboxOption }) {
  const state = useContext(GroupContext);
  if (!state) throw new Error('CheckboxItem outside CheckboxGroup');
  return <CheckboxItemInner option={option} state={state} />;
}

function CheckboxItemInner({ option, state }: { option: CheckboxOption; state: CheckboxGroupState }) {
  const ref = useRef<HTMLInputElement>(null);
  const descriptionId = useId();
  const labelId = useId();
  const { inputProps, labelProps, isDisabled } = useCheckboxGroupItem(
    {
      value: option.value,
      isDisabled: option.isDisabled,
      children: option.label,
      'aria-labelledby': labelId,
      'aria-describedby': option.description != null ? descriptionId : undefined,
    },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <OptionLabel {...labelProps} data-disabled={isDisabled || undefined}>
      <Box {...mergeProps(inputProps, focusProps)} ref={ref} data-focus-visible={isFocusVisible || undefined} />
      <OptionText>
        <span id={labelId}>{option.label}</span>
        {option.description != null && <OptionDescription id={descriptionId}>{option.description}</OptionDescription>}
      </OptionText>
    </OptionLabel>
  );
}

/** A labelled group of checkboxes whose value is the list of checked values. */
export function CheckboxGroup({
  label,
  options,
  description,
  errorMessage,
  orientation = 'vertical',
  className,
  ...props
}: CheckboxGroupProps) {
  const ariaProps = { ...props, label, description, errorMessage };
  const state = useCheckboxGroupState(ariaProps);
  const { groupProps, labelProps, descriptionProps, errorMessageProps, isInvalid } = useCheckboxGroup(ariaProps, state);
  return (
    <GroupRoot {...groupProps} className={className}>
      <GroupLabel {...labelProps}>{label}</GroupLabel>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      <Options data-orientation={orientation}>
        <GroupContext.Provider value={state}>
          {options.map((option) => (
            <CheckboxItem key={option.value} option={option} />
          ))}
        </GroupContext.Provider>
      </Options>
      {isInvalid && errorMessage != null && <FieldError {...errorMessageProps}>{errorMessage}</FieldError>}
    </GroupRoot>
  );
}
