import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { useFocusWithin, useLocale, useObjectRef, useTextField, type Key } from 'react-aria';
import { FieldInput, InputBox } from '../internal/field.styles.js';
import { CountryFlag } from '../CountryFlag/CountryFlag.js';
import { Field } from '../internal/Field/Field.js';
import { useFieldBox } from '../internal/Field/useFieldBox.js';
import { countryOptions, type CountryOption } from '../regionOptions/countryOptions.js';
import { Select } from '../Select/Select.js';
import {
  caretAfterDigits,
  digitsBefore,
  phoneDigits,
  phoneValue,
  removeDigitBefore,
  type CountryCode,
  type PhoneValue,
} from './phoneDigits.js';
import {
  CountryOptionText,
  CountryPicker,
  DialCodeMuted,
  DialCodeValue,
  NumberPart,
  PhoneRow,
} from './PhoneField.styles.js';

type FormatNationalNumber = (digits: string, countryCode: CountryCode) => string;

// libphonenumber-js and its metadata (~35 kB gzip) only format the number: they load apart, right
// after the first phone field mounts, so the field itself shows at once.
let loadedFormat: FormatNationalNumber | undefined;
let pendingFormat: Promise<FormatNationalNumber> | undefined;
function loadFormat() {
  pendingFormat ??= import('./phone.js').then(
    (module) => (loadedFormat = module.formatNationalNumber),
    (error: unknown) => {
      pendingFormat = undefined;
      throw error;
    },
  );
  return pendingFormat;
}

/** The national-number formatter once it has loaded; until then (or if it cannot load) the digits as typed. */
function useFormatNationalNumber(): FormatNationalNumber {
  const [format, setFormat] = useState<FormatNationalNumber | undefined>(() => loadedFormat);
  useEffect(() => {
    if (format) return;
    let mounted = true;
    loadFormat().then(
      (loaded) => {
        if (mounted) setFormat(() => loaded);
      },
      () => {
        // Unformatted digits stay usable; the next field to mount tries again.
      },
    );
    return () => {
      mounted = false;
    };
  }, [format]);
  return format ?? phoneDigits;
}

export interface PhoneFieldProps {
  /** Visible label of the number; also names the group. Default "Phone number". */
  label?: ReactNode;
  /** Accessible name of the country dial-code picker. */
  countryLabel?: string;
  /** Country chosen at first. Default `US`. */
  defaultCountry?: CountryCode;
  /** National digits at first, e.g. `4165551234`. */
  defaultNationalNumber?: string;
  /** Controlled value; pass with `onChange`. */
  value?: Pick<PhoneValue, 'countryCode' | 'nationalNumber'>;
  /** Called on every change with the country, its dial code and the national digits, separately. */
  onChange?: (value: PhoneValue) => void;
  /** Called when focus leaves the whole field. */
  onBlur?: () => void;
  /** Locale of the country names (from `Intl.DisplayNames`); defaults to react-aria's locale. */
  locale?: string;
  /** Short hint shown under the field. */
  description?: ReactNode;
  /** Shown, and wired with `aria-invalid`, when `isInvalid` is true. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Form field name of the national number; the country is submitted as `${name}-country`. */
  name?: string;
  /** Placeholder of the number input. */
  placeholder?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A phone number: a country dial-code picker (SVG flag, name, code; countries and names from
 * libphonenumber-js and `Intl.DisplayNames`) and the national number, formatted as it is typed for
 * that country (`(416) 555-1234` in North America). The country and the digits are emitted apart.
 */
export function PhoneField(props: PhoneFieldProps) {
  const {
    label = 'Phone number',
    countryLabel = 'Country code',
    defaultCountry = 'US',
    defaultNationalNumber = '',
    value,
    onChange,
    onBlur,
    locale: localeProp,
    description,
    errorMessage,
    isInvalid = false,
    isDisabled,
    isRequired,
    name,
    placeholder,
    ref,
  } = props;
  const { locale: contextLocale } = useLocale();
  const countries = useMemo(() => countryOptions(localeProp ?? contextLocale), [localeProp, contextLocale]);
  const [ownCountry, setOwnCountry] = useState<CountryCode>(defaultCountry);
  const [ownDigits, setOwnDigits] = useState(() => phoneDigits(defaultNationalNumber));
  const country = value?.countryCode ?? ownCountry;
  const digits = value ? phoneDigits(value.nationalNumber) : ownDigits;
  const formatNationalNumber = useFormatNationalNumber();
  const formatted = formatNationalNumber(digits, country);

  const inputRef = useObjectRef(ref);
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current == null || !input || document.activeElement !== input) return;
    const caret = caretAfterDigits(input.value, pendingCaret.current);
    input.setSelectionRange(caret, caret);
    pendingCaret.current = null;
  });

  const update = (nextCountry: CountryCode, nextDigits: string, digitCaret: number | null) => {
    pendingCaret.current = digitCaret;
    setOwnCountry(nextCountry);
    setOwnDigits(nextDigits);
    onChange?.(phoneValue(nextCountry, nextDigits));
  };

  const textField = useTextField(
    {
      label,
      description,
      errorMessage: isInvalid ? errorMessage : undefined,
      isInvalid,
      isDisabled,
      isRequired,
      placeholder,
      name,
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel-national',
      value: formatted,
      onChange: (text) => {
        const caret = inputRef.current?.selectionStart ?? text.length;
        update(country, phoneDigits(text), digitsBefore(text, caret));
      },
      onKeyDown: (event) => {
        const input = inputRef.current;
        if (event.key !== 'Backspace' || !input) return;
        const start = input.selectionStart ?? 0;
        const end = input.selectionEnd ?? 0;
        const previous = input.value.charAt(start - 1);
        if (start !== end || start === 0 || /\d/.test(previous)) return;
        event.preventDefault();
        const next = removeDigitBefore(input.value, start);
        update(country, next.digits, next.digitCaret);
      },
    },
    inputRef,
  );

  const { inputProps, labelProps } = textField;
  const { boxProps } = useFieldBox({ isDisabled, isInvalid });
  const { focusWithinProps: groupFocusProps } = useFocusWithin({ onBlurWithin: () => onBlur?.() });

  return (
    <Field own={props} aria={textField} label={label}>
      <PhoneRow role="group" aria-labelledby={labelProps.id} {...groupFocusProps}>
        <CountryPicker>
          <Select<CountryOption>
            aria-label={countryLabel}
            items={countries}
            getKey={(option) => option.code}
            getTextValue={(option) => option.name}
            renderItem={(option) => (
              <CountryOptionText>
                <CountryFlag regionCode={option.code} />
                <span>{option.name}</span>
                <DialCodeMuted>{option.dialCode}</DialCodeMuted>
              </CountryOptionText>
            )}
            renderValue={(option) => (
              <DialCodeValue>
                <CountryFlag regionCode={option.code} label={option.name} />
                <span>{option.dialCode}</span>
              </DialCodeValue>
            )}
            selectedKey={country}
            onSelectionChange={(key: Key | null) => {
              if (key == null) return;
              update(key as CountryCode, digits, null);
            }}
            isDisabled={isDisabled}
            isInvalid={isInvalid}
            name={name ? `${name}-country` : undefined}
            listMinWidth={300}
          />
        </CountryPicker>
        <NumberPart>
          <InputBox {...boxProps}>
            <FieldInput {...inputProps} ref={inputRef} />
          </InputBox>
        </NumberPart>
      </PhoneRow>
    </Field>
  );
}
