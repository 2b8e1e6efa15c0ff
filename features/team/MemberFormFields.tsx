import { Stack } from 'spend-ui';
import type { Control } from 'react-hook-form';
import type { CountryCode } from 'spend-ui';
import { FormPhoneField } from '../forms/FormPhoneField.js';
import { FormSelect } from '../forms/FormSelect.js';
import { FormTextField } from '../forms/FormTextField.js';
import type { MemberFormInput, MemberFormValues } from './memberForm.js';
import type { NamedEntry } from './model.js';

/** One choice of a select: its key and text. */
export interface Choice {
  key: string;
  label: string;
}

export interface MemberFormFieldsProps {
  control: Control<MemberFormInput, unknown, MemberFormValues>;
  /** The roles this user may give (§5: role 1 all four, role 3 Employee only). */
  roles: readonly Choice[];
  /** Active admins and managers (§5). */
  managers: readonly Choice[];
  /** The company setting's lists. */
  departments: readonly NamedEntry[];
  locations: readonly NamedEntry[];
  /** The phone field's country at first. */
  phoneCountry: CountryCode;
}

const choiceKey = (choice: Choice) => choice.key;
const choiceLabel = (choice: Choice) => choice.label;
const asChoices = (entries: readonly NamedEntry[]): Choice[] =>
  entries.map((entry) => ({ key: String(entry.id), label: entry.name }));

/**
 * The member form's fields (§5): first and last name, email, employee id, phone (country code and
 * number), role, assigned manager; department and location are optional.
 */
export function MemberFormFields({
  control,
  roles,
  managers,
  departments,
  locations,
  phoneCountry,
}: MemberFormFieldsProps) {
  return (
    <>
      <Stack gap="lg" minColumnWidth="180px">
        <FormTextField control={control} name="first_name" label="First Name" autoComplete="off" isRequired />
        <FormTextField control={control} name="last_name" label="Last Name" autoComplete="off" isRequired />
      </Stack>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" isRequired />
      <FormTextField control={control} name="employee_number" label="Employee Id" isRequired />
      <FormPhoneField
        control={control}
        name="phone"
        dialCodeName="dial_code"
        label="Phone"
        countryLabel="Country code"
        defaultCountry={phoneCountry}
        isRequired
      />
      <FormSelect
        control={control}
        name="role"
        label="Role"
        items={roles}
        getKey={choiceKey}
        getTextValue={choiceLabel}
        isRequired
      />
      <FormSelect
        control={control}
        name="assigned_manager"
        label="Assigned Manager"
        items={managers}
        getKey={choiceKey}
        getTextValue={choiceLabel}
        isRequired
      />
      <FormSelect
        control={control}
        name="department"
        label="Department"
        items={asChoices(departments)}
        getKey={choiceKey}
        getTextValue={choiceLabel}
      />
      <FormSelect
        control={control}
        name="location"
        label="Location"
        items={asChoices(locations)}
        getKey={choiceKey}
        getTextValue={choiceLabel}
      />
    </>
  );
}
