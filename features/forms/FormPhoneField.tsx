import { useState } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { PhoneField, type CountryCode, type PhoneFieldProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { asText } from './fieldValues.js';
import type { FieldBinding, FieldBindingProps } from './useFieldBinding.js';

/** The phone field's own props, and where a picked country's dial code goes. */
interface PhoneFieldOwnProps extends Omit<PhoneFieldProps, BoundProp | 'defaultNationalNumber'> {
  /** Called when the user picks another country (the form keeps only its dial code). */
  onCountryChange?: (country: CountryCode) => void;
}

export type FormPhoneFieldProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string>,
  TDialCode extends PathOf<TValues, string>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> &
  PhoneFieldOwnProps & {
    /** The form's string that receives the chosen country's dial code with its plus sign (`+1`). */
    dialCodeName: TDialCode;
  };

/** The form's dial code, as the national number's binding reads it. */
interface DialCodeBinding {
  value: unknown;
  onChange: (dialCode: string) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

function usePhoneFieldProps(
  { dialCode, defaultCountry = 'US', onCountryChange, ...own }: PhoneFieldOwnProps & { dialCode: DialCodeBinding },
  field: FieldBinding,
): PhoneFieldProps {
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  return {
    ...own,
    ref: field.inputRef,
    name: field.name,
    value: { countryCode: country, nationalNumber: asText(field.value) },
    onChange: (value) => {
      if (value.countryCode !== country) onCountryChange?.(value.countryCode);
      setCountry(value.countryCode);
      if (value.dialCode !== dialCode.value) dialCode.onChange(value.dialCode);
      field.onChange(value.nationalNumber);
    },
    onBlur: field.onBlur,
    isDisabled: own.isDisabled || field.isDisabled,
    isInvalid: field.isInvalid || dialCode.isInvalid,
    errorMessage: field.errorMessage ?? dialCode.errorMessage,
  };
}

/** The national number's binding; the dial code comes from the form by `FormPhoneField`. */
const NationalNumberField = bindField<PhoneFieldProps, string, PhoneFieldOwnProps & { dialCode: DialCodeBinding }>(
  PhoneField,
  usePhoneFieldProps,
);

/**
 * A `PhoneField` bound to two strings of the form, as the spec's payloads keep them: the national
 * number at `name` and the dial code at `dialCodeName`. The country starts at `defaultCountry`.
 */
export function FormPhoneField<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string>,
  TDialCode extends PathOf<TValues, string>,
  TOut = TValues,
>({ dialCodeName, ...props }: FormPhoneFieldProps<TValues, TName, TDialCode, TOut>) {
  const { field, fieldState } = useController({ control: props.control, name: dialCodeName });
  const dialCode: DialCodeBinding = {
    value: field.value,
    onChange: field.onChange,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
  };
  return <NationalNumberField {...props} dialCode={dialCode} />;
}
