import type { FieldValues } from 'react-hook-form';
import { Switch, type SwitchProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { asBoolean } from './fieldValues.js';
import { useFieldBinding, type FieldBindingProps } from './useFieldBinding.js';

export type FormSwitchProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, boolean>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<SwitchProps, BoundProp>;

/** A `Switch` bound to a boolean of the form; its label is the children. (A switch shows no error text.) */
export function FormSwitch<TValues extends FieldValues, TName extends PathOf<TValues, boolean>, TOut = TValues>({
  control,
  name,
  ...props
}: FormSwitchProps<TValues, TName, TOut>) {
  const { inputRef, ...field } = useFieldBinding(control, name);
  return (
    <Switch
      {...props}
      ref={inputRef}
      name={field.name}
      isSelected={asBoolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isDisabled={props.isDisabled || field.isDisabled}
    />
  );
}
