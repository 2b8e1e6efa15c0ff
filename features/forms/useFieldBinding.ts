import { useCallback } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { registerFocusTarget } from './focusFirstInvalid.js';

/**
 * What every binding takes: the form's `control` (from `useForm`) and the `name` of the value it
 * edits. The form's values type flows from `control`, so a misspelt name or a name whose value has
 * another type is a compile error.
 */
export interface FieldBindingProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOut> {
  control: Control<TValues, unknown, TOut>;
  name: TName;
}

/** The props a binding hands to its design-system field, read from react-hook-form. */
export interface FieldBinding {
  /** The form's value at `name`, unchecked: each binding narrows it to its field's value type. */
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  name: string;
  isDisabled: boolean | undefined;
  isInvalid: boolean;
  errorMessage: string | undefined;
  /**
   * For the field's `ref`, which every design-system field gives its focusable element (the input, a date's
   * first segment, the radio Tab enters, the file button): react-hook-form focuses it, and so does a
   * submit with errors.
   */
  inputRef: (element: HTMLElement | null) => void;
}

/** Connects one design-system field to a react-hook-form field (value, change, blur, error, focus). */
export function useFieldBinding<TValues extends FieldValues, TName extends FieldPath<TValues>, TOut>(
  control: Control<TValues, unknown, TOut>,
  name: TName,
): FieldBinding {
  const { field, fieldState } = useController<TValues, TName, TOut>({ control, name });
  const { ref: formRef } = field;
  const inputRef = useCallback(
    (element: HTMLElement | null) => {
      formRef(element);
      registerFocusTarget(control, name, element ? { anchor: element, target: () => element } : null);
    },
    [formRef, control, name],
  );
  const value: unknown = field.value;
  return {
    value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    name: field.name,
    isDisabled: field.disabled,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
    inputRef,
  };
}
