import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { styled } from 'styled-components';
import type { PathOf } from '../forms/boundProps.js';
import { FormCheckbox } from '../forms/FormCheckbox.js';
import { FormSelect } from '../forms/FormSelect.js';
import { FormSwitch } from '../forms/FormSwitch.js';
import { FormTextField } from '../forms/FormTextField.js';
import { helpTextFor, type KybHelp } from './fieldHelp.js';
import type { KybFormInput, KybFormValues } from './kybForm.js';
import {
  KYB_SELECT_PROMPT,
  LABEL_APARTMENT_SUITE,
  LABEL_BUILDING_NAME,
  LABEL_CITY,
  LABEL_COUNTRY,
  LABEL_POSTAL_ZIP,
  LABEL_STATE_PROVINCE,
  LABEL_STREET_NAME,
  LABEL_STREET_NUMBER,
} from './messages.js';
import { countryName, KYB_COUNTRIES, PROVINCES } from './referenceData.js';

// The dialog's fields, each bound to the one form of the application by its path, with its help text
// (kyb-onboarding.md §2.2, §5.5: shown once the field has been focused or blurred, tied to the field
// as its description, so aria-describedby names it).

export type KybControl = Control<KybFormInput, unknown, KybFormValues>;
type TextPath = PathOf<KybFormInput, string>;
type FlagPath = PathOf<KybFormInput, boolean>;

interface KybFieldContext {
  control: KybControl;
  help: KybHelp | undefined;
}

const FieldContext = createContext<KybFieldContext | null>(null);

export function KybFieldProvider({ control, help, children }: KybFieldContext & { children: ReactNode }) {
  return <FieldContext.Provider value={{ control, help }}>{children}</FieldContext.Provider>;
}

function useKybField(): KybFieldContext {
  const context = useContext(FieldContext);
  if (!context) throw new Error('A KYB field outside KybFieldProvider');
  return context;
}

/** The application's form control, for fields bound outside these wrappers (the uploads). */
export function useKybControl(): KybControl {
  return useKybField().control;
}

const HelpScope = styled.div`
  min-width: 0;
`;

/** The field's help text once it has had focus; nothing before, nothing without content. */
function WithHelp({ path, children }: { path: string; children: (description: string | undefined) => ReactNode }) {
  const { help } = useKybField();
  const [seen, setSeen] = useState(false);
  const text = seen ? helpTextFor(help, path) : undefined;
  return (
    <HelpScope onFocus={() => setSeen(true)} onBlur={() => setSeen(true)}>
      {children(text)}
    </HelpScope>
  );
}

export interface KybTextFieldProps {
  name: TextPath;
  label: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'url' | 'email' | 'tel';
  type?: 'text' | 'url' | 'email' | 'tel';
  maxLength?: number;
}

export function KybTextField({ name, ...props }: KybTextFieldProps) {
  const { control } = useKybField();
  return (
    <WithHelp path={name}>
      {(description) => <FormTextField control={control} name={name} description={description} {...props} />}
    </WithHelp>
  );
}

interface Option {
  key: string;
  label: string;
}
const optionKey = (option: Option) => option.key;
const optionLabel = (option: Option) => option.label;

export interface KybSelectProps {
  name: TextPath;
  label: string;
  options: readonly string[];
  /** The text of an option (default: the option itself). */
  optionLabel?: (option: string) => string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** isSelect (§5.5): a dropdown with the prompt "Please select one" until a choice is made. */
export function KybSelect({ name, options, optionLabel: labelOf = (option) => option, ...props }: KybSelectProps) {
  const { control } = useKybField();
  const items = options.map((option) => ({ key: option, label: labelOf(option) }));
  return (
    <WithHelp path={name}>
      {(description) => (
        <FormSelect
          control={control}
          name={name}
          items={items}
          getKey={optionKey}
          getTextValue={optionLabel}
          placeholder={KYB_SELECT_PROMPT}
          description={description}
          {...props}
        />
      )}
    </WithHelp>
  );
}

export function KybSwitch({ name, label, isDisabled }: { name: FlagPath; label: string; isDisabled?: boolean }) {
  const { control } = useKybField();
  return (
    <FormSwitch control={control} name={name} isDisabled={isDisabled}>
      {label}
    </FormSwitch>
  );
}

export function KybCheckbox({ name, label }: { name: FlagPath; label: string }) {
  const { control } = useKybField();
  return (
    <FormCheckbox control={control} name={name}>
      {label}
    </FormCheckbox>
  );
}

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** Where an address group sits in the form. */
export type AddressAt =
  'BusinessAddress' | 'BillingInformation' | 'CreditInformation' | `BeneficialOwnership.owners.${number}`;

/** The address group (§3.5): lines at most 30 characters, the 13 provinces, Canada only. */
export function AddressFields({ at, isDisabled }: { at: AddressAt; isDisabled?: boolean }) {
  return (
    <FieldGrid>
      <KybTextField name={`${at}.buildingNumber`} label={LABEL_STREET_NUMBER} isRequired isDisabled={isDisabled} />
      <KybTextField name={`${at}.buildingName`} label={LABEL_BUILDING_NAME} isDisabled={isDisabled} />
      <KybTextField name={`${at}.street`} label={LABEL_STREET_NAME} isRequired isDisabled={isDisabled} />
      <KybTextField name={`${at}.apartmentNumber`} label={LABEL_APARTMENT_SUITE} isDisabled={isDisabled} />
      <KybTextField name={`${at}.city`} label={LABEL_CITY} isRequired isDisabled={isDisabled} />
      <KybSelect
        name={`${at}.state`}
        label={LABEL_STATE_PROVINCE}
        options={PROVINCES}
        isRequired
        isDisabled={isDisabled}
      />
      <KybTextField name={`${at}.zip`} label={LABEL_POSTAL_ZIP} isRequired isDisabled={isDisabled} />
      <KybSelect
        name={`${at}.country`}
        label={LABEL_COUNTRY}
        options={KYB_COUNTRIES}
        optionLabel={(code) => countryName(code) ?? code}
        isRequired
        isDisabled={isDisabled}
      />
    </FieldGrid>
  );
}
