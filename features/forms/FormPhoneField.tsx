import { useState } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { PhoneField, type CountryCode, type PhoneFieldProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { asText } from './fieldValues.js';
import { useFieldBinding, type FieldBindingProps } from './useFieldBinding.js';

export type FormPhoneFieldProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string>,
  TDialCode extends PathOf<TValues, string>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> &
  Omit<PhoneFieldProps, BoundProp | 'defaultNationalNumber'> & {
    /** The form's string that receives the chosen country's dial code with its plus sign (`+1`). */
    dialCodeName: TDialCode;
    /** Called when the user picks another country (the form keeps only its dial code). */
    onCountryChange?: (country: CountryCode) => void;
  };

/**
 * A `PhoneField` bound to two strings of the form, as the spec's payloads keep them: the national
 * number at `name` and the dial code at `dialCodeName`. The country starts at `defaultCountry`.
 */
export function FormPhoneField<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string>,
  TDialCode extends PathOf<TValues, string>,
  TOut = TValues,
>({
  control,
  name,
  dialCodeName,
  defaultCountry = 'US',
  onCountryChange,
  ...props
}: FormPhoneFieldProps<TValues, TName, TDialCode, TOut>) {
  const { inputRef, ...field } = useFieldBinding(control, name);
  const { field: dialCode, fieldState: dialCodeState } = useController({ control, name: dialCodeName });
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  return (
    <PhoneField
      {...props}
      ref={inputRef}
      name={field.name}
      value={{ countryCode: country, nationalNumber: asText(field.value) }}
      onChange={(value) => {
        if (value.countryCode !== country) onCountryChange?.(value.countryCode);
        setCountry(value.countryCode);
        if (value.dialCode !== dialCode.value) dialCode.onChange(value.dialCode);
        field.onChange(value.nationalNumber);
      }}
      onBlur={field.onBlur}
      isDisabled={props.isDisabled || field.isDisabled}
      isInvalid={field.isInvalid || dialCodeState.invalid}
      errorMessage={field.errorMessage ?? dialCodeState.error?.message}
    />
  );
}
