import type { FieldValues } from 'react-hook-form';
import { RadioTiles, type RadioTilesProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { FieldAnchor } from './FieldAnchor.js';
import { asText } from './fieldValues.js';
import { useFieldBinding, type FieldBindingProps } from './useFieldBinding.js';

export type FormRadioTilesProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<RadioTilesProps, BoundProp>;

/** The chosen tile's radio, else the first one that can be chosen (where Tab enters the group). */
function radioToFocus(anchor: HTMLElement): HTMLElement | null {
  return (
    anchor.querySelector<HTMLElement>('input[type="radio"]:checked') ??
    anchor.querySelector<HTMLElement>('input[type="radio"]:not(:disabled)')
  );
}

/** `RadioTiles` bound to the `value` of the chosen option (`''` while none is chosen). */
export function FormRadioTiles<TValues extends FieldValues, TName extends PathOf<TValues, string>, TOut = TValues>({
  control,
  name,
  ...props
}: FormRadioTilesProps<TValues, TName, TOut>) {
  const field = useFieldBinding(control, name);
  return (
    <FieldAnchor anchorRef={field.anchorRef} target={radioToFocus}>
      <RadioTiles
        {...props}
        name={field.name}
        value={asText(field.value) || null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isDisabled={props.isDisabled || field.isDisabled}
        isInvalid={field.isInvalid}
        errorMessage={field.errorMessage}
      />
    </FieldAnchor>
  );
}
