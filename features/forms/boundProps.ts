import type { FieldPathByValue, FieldValues } from 'react-hook-form';

/** The props a binding fills from the form; a binding takes every other prop of its field. */
export type BoundProp =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'name'
  | 'isInvalid'
  | 'errorMessage'
  | 'ref'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'isSelected'
  | 'defaultSelected'
  | 'validate'
  | 'validationBehavior';

/** A path of the form whose value is a `Value` (or may be unset). */
export type PathOf<TValues extends FieldValues, Value> = FieldPathByValue<TValues, Value | null | undefined>;
