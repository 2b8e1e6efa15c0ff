import type { ReactElement, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { BoundProp, PathOf } from './boundProps.js';
import { useFieldBinding, type FieldBinding, type FieldBindingProps } from './useFieldBinding.js';

/**
 * A design-system field bound to a value of type `Value` of a react-hook-form form: it takes the
 * field's own props (`Own`) plus `control` and `name`, checked against the form's values and their type.
 */
export type BoundField<Value, Own> = <
  TValues extends FieldValues,
  TName extends PathOf<TValues, Value>,
  TOut = TValues,
>(
  props: FieldBindingProps<TValues, TName, TOut> & Own,
) => ReactElement;

/**
 * The field's props made of its own props and the form's binding. Called on every render, so it may use
 * hooks (the phone field keeps its country in state).
 */
export type FieldPropsOf<Own, FieldProps> = (own: Own, field: FieldBinding) => FieldProps;

/**
 * Binds a design-system field to react-hook-form: the binding reads the form's value, change, blur,
 * error and focus (`useFieldBinding`) and `useFieldProps` hands them to the field as it names them.
 */
export function bindField<FieldProps extends object, Value, Own extends object = Omit<FieldProps, BoundProp>>(
  Field: (props: FieldProps) => ReactNode,
  useFieldProps: FieldPropsOf<Own, FieldProps>,
): BoundField<Value, Own> {
  return function FormField<TValues extends FieldValues, TName extends PathOf<TValues, Value>, TOut = TValues>({
    control,
    name,
    ...own
  }: FieldBindingProps<TValues, TName, TOut> & Own) {
    const field = useFieldBinding(control, name);
    // What is left of `FieldBindingProps & Own` without `control` and `name` is `Own`: TypeScript does not
    // narrow the rest of a generic intersection.
    return <Field {...useFieldProps(own as Own, field)} />;
  };
}
