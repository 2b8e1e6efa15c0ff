import { useMemo } from 'react';
import { Button, countryOptions, type CountryOption, ActionBar, Stack } from 'spend-ui';
import { useFormSubmit, useSchemaForm } from '../forms/index.js';
import { GuardedDrawer } from '../forms/GuardedDrawer.js';
import { FormComboBox } from '../forms/FormComboBox.js';
import { FormFileUpload } from '../forms/FormFileUpload.js';
import { fileUploadRuleProps } from '../api/uploads.js';
import { FormSelect } from '../forms/FormSelect.js';
import { FormTextField } from '../forms/FormTextField.js';
import { useLinkManually } from './api.js';
import { LINK_ACCOUNT, MANUAL_BANK_TITLE, VOID_CHEQUE, VOID_CHEQUE_HINT } from './messages.js';
import { BANK_ACCOUNT_TYPES, BANK_DOCUMENT_FILES, emptyManualBankForm, type BankAccount } from './model.js';
import { manualBankFormSchema } from './schemas.js';

export interface ManualBankDrawerProps {
  onLinked: (account: BankAccount) => void;
  onClose: () => void;
}

interface Option {
  key: string;
  label: string;
}

const ACCOUNT_TYPE_OPTIONS: Option[] = BANK_ACCOUNT_TYPES.map((type) => ({ key: type, label: type }));
const optionKey = (option: Option) => option.key;
const optionLabel = (option: Option) => option.label;
const countryKey = (country: CountryOption) => country.code;
const countryName = (country: CountryOption) => country.name;

/**
 * Step 2 of linking (§2): the manual bank form in a drawer — every field of §3, the required ones of
 * §5, the void cheque (pdf, jpg, jpeg or png) uploaded with progress, sent as multipart.
 */
export function ManualBankDrawer({ onLinked, onClose }: ManualBankDrawerProps) {
  const form = useSchemaForm(manualBankFormSchema, { defaultValues: emptyManualBankForm });
  const { control } = form;
  const link = useLinkManually({ onSuccess: onLinked });
  const countries = useMemo(() => countryOptions(), []);
  // The form's field errors say what is missing; the server's own text comes as a toast.
  const submit = useFormSubmit(form, (values) => link.run(values));

  return (
    <GuardedDrawer
      title={MANUAL_BANK_TITLE}
      isDismissable={!link.pending}
      onClose={onClose}
      hasUnsavedChanges={form.formState.isDirty}
    >
      <Stack as="form" gap="lg" aria-label={MANUAL_BANK_TITLE} noValidate onSubmit={submit}>
        <FormTextField control={control} name="nickname" label="Nickname" isRequired />
        <FormTextField control={control} name="institutionName" label="Institution name" />
        <Stack gap="lg" minColumnWidth="180px">
          <FormTextField
            control={control}
            name="instituteNumber"
            label="Institution number"
            inputMode="numeric"
            isRequired
          />
          <FormTextField
            control={control}
            name="branchTransitNumber"
            label="Branch transit number"
            inputMode="numeric"
            isRequired
          />
        </Stack>
        <FormTextField control={control} name="accountNumber" label="Account number" inputMode="numeric" isRequired />
        <FormSelect
          control={control}
          name="bankAccountType"
          label="Account type"
          items={ACCOUNT_TYPE_OPTIONS}
          getKey={optionKey}
          getTextValue={optionLabel}
        />
        <FormTextField control={control} name="bankAddress" label="Bank address" />
        <Stack gap="lg" minColumnWidth="180px">
          <FormTextField control={control} name="bankCity" label="City" />
          <FormTextField control={control} name="bankProvince" label="Province" />
          <FormTextField control={control} name="bankPostalCode" label="Postal code" />
        </Stack>
        <FormComboBox
          control={control}
          name="bankCountry"
          label="Country"
          items={countries}
          getKey={countryKey}
          getTextValue={countryName}
        />
        <FormFileUpload
          control={control}
          name="void_cheque"
          label={VOID_CHEQUE}
          description={VOID_CHEQUE_HINT}
          {...fileUploadRuleProps(BANK_DOCUMENT_FILES)}
          progress={link.progress}
        />
        <ActionBar>
          <Button variant="secondary" isDisabled={link.pending} onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" isPending={link.pending}>
            {LINK_ACCOUNT}
          </Button>
        </ActionBar>
      </Stack>
    </GuardedDrawer>
  );
}
