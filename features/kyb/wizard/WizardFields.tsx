import { useMemo, useState } from 'react';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { CalendarDate, DateValue } from '@internationalized/date';
import {
  countryOptions,
  FileUpload,
  MultiComboBox,
  Stack,
  type CountryOption,
  type FileUploadProps,
  type MultiComboBoxProps,
} from 'spend-ui';
import { fileUploadRuleProps } from '../../api/uploads.js';
import type { BoundProp, PathOf } from '../../forms/boundProps.js';
import { bindField } from '../../forms/bindField.js';
import { stateProps } from '../../forms/fieldProps.js';
import { FormComboBox } from '../../forms/FormComboBox.js';
import { FormSelect } from '../../forms/FormSelect.js';
import { FormDatePicker } from '../../forms/FormDatePicker.js';
import { FormTextField } from '../../forms/FormTextField.js';
import * as text from '../messages.js';
import { latestBirthDate, requiresPassport, requiresSsn, WIZARD_FILES } from '../model.js';
import { StoredWizardFile, type WizardFile } from './wizardFiles.js';

// The fields the wizard's steps share: the country pickers (names from Intl through the design
// system's options), several countries or currencies as chips, an upload of the wizard's file types,
// an address, and a person (names, date of birth, country, address, SSN or passport, proof of ID).

const countryKey = (country: CountryOption) => country.code;
const countryLabel = (country: CountryOption) => country.name;

/** The countries every picker of the wizard offers, named by Intl. */
export function useCountries(): readonly CountryOption[] {
  return useMemo(() => countryOptions(), []);
}

interface CountryFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** A string of the form (a key path of react-hook-form: strings and numbers). */
  name: PathOf<T, string | number>;
  label: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** A country picked by name (type to filter); the form keeps its ISO code. */
export function CountryField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  isRequired,
  isDisabled,
}: CountryFieldProps<T, TOut>) {
  const countries = useCountries();
  return (
    <FormComboBox
      control={control}
      name={name}
      label={label}
      items={countries}
      getKey={countryKey}
      getTextValue={countryLabel}
      labels={{ noMatches: text.NO_RESULTS_FOUND }}
      isRequired={isRequired}
      isDisabled={isDisabled}
    />
  );
}

/** An option of a list of texts (entity types, sectors, sources of funds …), keyed by its text. */
export interface TextOption {
  key: string;
}
export const textOptions = (values: readonly string[]): TextOption[] => values.map((key) => ({ key }));
const optionKey = (option: TextOption) => option.key;

interface OptionSelectProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: PathOf<T, string | number>;
  label: string;
  items: readonly TextOption[];
}

/** A required choice of one text ('Please select one' until chosen). */
export function OptionSelect<T extends FieldValues, TOut>({ control, name, label, items }: OptionSelectProps<T, TOut>) {
  return (
    <FormSelect
      control={control}
      name={name}
      label={label}
      items={items}
      getKey={optionKey}
      getTextValue={optionKey}
      placeholder={text.KYB_SELECT_PROMPT}
      isRequired
    />
  );
}

type MultiOwnProps = Omit<MultiComboBoxProps, BoundProp>;

/** A `MultiComboBox` bound to a list of keys of the form. */
export const FormMultiComboBox = bindField<MultiComboBoxProps, string[], MultiOwnProps>(
  MultiComboBox,
  (own, field) => ({
    ...own,
    ...stateProps(own, field),
    value: Array.isArray(field.value) ? field.value.filter((item): item is string => typeof item === 'string') : [],
    onChange: (values: string[]) => {
      field.onChange(values);
      field.onBlur();
    },
  }),
);

type FileUploadOwnProps = Omit<FileUploadProps, BoundProp | 'onFileChange'>;

/** A `FileUpload` bound to a file of a step, chosen now or stored by the host; a file of another type sets `null`. */
const FormWizardFileUpload = bindField<FileUploadProps, WizardFile, FileUploadOwnProps>(FileUpload, (own, field) => ({
  ...own,
  ...stateProps(own, field),
  name: field.name,
  onFileChange: (file) => {
    field.onChange(file);
    field.onBlur();
  },
}));

interface FileFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: PathOf<T, WizardFile>;
  label: string;
}

/**
 * One file of pdf, jpg, jpeg or png (§9), required (every upload the wizard shows is asked for). A file
 * the form already holds when the field mounts (the user went back to the step, or the host stores it
 * from an earlier visit) is named as the current file.
 */
export function WizardFileField<T extends FieldValues, TOut>({ control, name, label }: FileFieldProps<T, TOut>) {
  const held: unknown = useWatch({ control, name });
  const [heldAtMount] = useState(() => (held instanceof File || held instanceof StoredWizardFile ? held : null));
  return (
    <FormWizardFileUpload
      control={control}
      name={name}
      label={label}
      isRequired
      {...fileUploadRuleProps(WIZARD_FILES)}
      currentFile={heldAtMount && held === heldAtMount ? { name: heldAtMount.name, href: '' } : undefined}
    />
  );
}

/** The names of an address's fields in a form. */
export interface AddressNames<T extends FieldValues> {
  buildingNo: PathOf<T, string>;
  street: PathOf<T, string>;
  apartment: PathOf<T, string>;
  buildingName: PathOf<T, string>;
  city: PathOf<T, string>;
  state: PathOf<T, string>;
  postalCode: PathOf<T, string>;
}

interface AddressFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  names: AddressNames<T>;
  /** The director form marks the apartment required (§5.4). */
  apartmentRequired?: boolean;
}

/** Building number, street, apartment and building name (30 characters each), city, state, postal code. */
export function AddressFields<T extends FieldValues, TOut>({
  control,
  names,
  apartmentRequired = false,
}: AddressFieldsProps<T, TOut>) {
  return (
    <>
      <Stack gap="lg" minColumnWidth="200px" align="start">
        <FormTextField control={control} name={names.buildingNo} label={text.LABEL_BUILDING_NUMBER} />
        <FormTextField control={control} name={names.street} label={text.LABEL_STREET} isRequired />
        <FormTextField
          control={control}
          name={names.apartment}
          label={text.LABEL_APARTMENT}

          isRequired={apartmentRequired}
        />
        <FormTextField control={control} name={names.buildingName} label={text.LABEL_BUILDING_NAME} />
      </Stack>
      <Stack gap="lg" minColumnWidth="200px" align="start">
        <FormTextField control={control} name={names.city} label={text.LABEL_CITY} isRequired />
        <FormTextField control={control} name={names.state} label={text.LABEL_STATE} isRequired />
        <FormTextField control={control} name={names.postalCode} label={text.LABEL_POSTAL_CODE} isRequired />
      </Stack>
    </>
  );
}

/** The names of a person's fields in a form, by the person rules' names. */
export type PersonNames<T extends FieldValues> = AddressNames<T> & {
  firstName: PathOf<T, string>;
  middleName: PathOf<T, string>;
  lastName: PathOf<T, string>;
  dob: PathOf<T, DateValue>;
  country: PathOf<T, string | number>;
  ssn: PathOf<T, string>;
  passport: PathOf<T, string>;
  countryOfIssue: PathOf<T, string | number>;
  proofOfId: PathOf<T, WizardFile>;
};

interface PersonPartProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  names: PersonNames<T>;
}

/** A person's names and date of birth (18 years ago at the latest, §5.1, §5.4). */
export function NameFields<T extends FieldValues, TOut>({
  control,
  names,
  today,
}: PersonPartProps<T, TOut> & { today: CalendarDate }) {
  return (
    <>
      <Stack gap="lg" minColumnWidth="200px" align="start">
        <FormTextField control={control} name={names.firstName} label={text.LABEL_FIRST_NAME} isRequired />
        <FormTextField control={control} name={names.middleName} label={text.LABEL_MIDDLE_NAME} />
        <FormTextField control={control} name={names.lastName} label={text.LABEL_LAST_NAME} isRequired />
      </Stack>
      <Stack gap="lg" minColumnWidth="200px" align="start">
        <FormDatePicker
          control={control}
          name={names.dob}
          label={text.LABEL_DATE_OF_BIRTH}
          maxValue={latestBirthDate(today)}
          isRequired
        />
      </Stack>
    </>
  );
}

interface ResidenceFieldsProps<T extends FieldValues, TOut> extends PersonPartProps<T, TOut> {
  /** The company's country of incorporation: with the person's own country, it decides the passport. */
  incorporationCountry: string;
  apartmentRequired?: boolean;
}

/**
 * Where a person lives and the identity numbers that follow from it: country, address, SSN when the
 * person lives in the US, passport number and its country of issue when the company is incorporated in
 * the US and the person lives elsewhere (§5.1, §5.4).
 */
export function ResidenceFields<T extends FieldValues, TOut>({
  control,
  names,
  incorporationCountry,
  apartmentRequired,
}: ResidenceFieldsProps<T, TOut>) {
  const watched: unknown = useWatch({ control, name: names.country });
  const country = typeof watched === 'string' ? watched : '';
  const ssn = requiresSsn(country);
  const passport = requiresPassport(incorporationCountry, country);
  return (
    <>
      <CountryField control={control} name={names.country} label={text.LABEL_HOME_COUNTRY} isRequired />
      <AddressFields control={control} names={names} apartmentRequired={apartmentRequired} />
      {(ssn || passport) && (
        <Stack gap="lg" minColumnWidth="200px" align="start">
          {ssn && <FormTextField control={control} name={names.ssn} label={text.LABEL_SSN} isRequired />}
          {passport && (
            <>
              <FormTextField control={control} name={names.passport} label={text.LABEL_PASSPORT} isRequired />
              <CountryField
                control={control}
                name={names.countryOfIssue}
                label={text.LABEL_COUNTRY_OF_ISSUE}
                isRequired
              />
            </>
          )}
        </Stack>
      )}
    </>
  );
}

/** A director or shareholder: names, date of birth, where they live, their identity numbers and proof of ID. */
export function PersonFields<T extends FieldValues, TOut>({
  today,
  proofOfIdLabel = text.LABEL_PROOF_OF_ID,
  ...props
}: ResidenceFieldsProps<T, TOut> & { today: CalendarDate; proofOfIdLabel?: string }) {
  return (
    <>
      <NameFields control={props.control} names={props.names} today={today} />
      <ResidenceFields {...props} />
      <WizardFileField control={props.control} name={props.names.proofOfId} label={proofOfIdLabel} />
    </>
  );
}
