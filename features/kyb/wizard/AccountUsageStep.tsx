import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { countryOptions, currencyOptions, Heading, Stack } from 'spend-ui';
import { useFormSubmit, useSchemaForm } from '../../forms/useFormSubmit.js';
import { FormCheckbox } from '../../forms/FormCheckbox.js';
import { FormDatePicker } from '../../forms/FormDatePicker.js';
import { FormNumberField } from '../../forms/FormNumberField.js';
import { FormTextArea } from '../../forms/FormTextArea.js';
import * as text from '../messages.js';
import {
  accountUsageSchema,
  BASE_CURRENCIES,
  requiresProofOfFunds,
  type AccountUsageInput,
  type AccountUsageValues,
} from './accountUsage.js';
import type { WizardStepProps } from './stepProps.js';
import { StepButtons } from './StepButtons.js';
import { FormMultiComboBox, OptionSelect, textOptions, WizardFileField } from './WizardFields.js';

const BASE_CURRENCY_OPTIONS = textOptions(BASE_CURRENCIES);
const PAY_OUT_SOURCE_OPTIONS = textOptions(text.PAY_OUT_SOURCES);
const PAY_OUT_PURPOSE_OPTIONS = textOptions(text.PAY_OUT_PURPOSES);
const COLLECT_SOURCE_OPTIONS = textOptions(text.COLLECT_SOURCES);
const COLLECT_PURPOSE_OPTIONS = textOptions(text.COLLECT_PURPOSES);

/** Countries and currencies as chips, named by Intl. */
function useChipOptions() {
  return useMemo(
    () => ({
      countries: countryOptions().map((country) => ({ value: country.code, label: country.name })),
      currencies: currencyOptions().map((currency) => ({
        value: currency.code,
        label: `${currency.code} - ${currency.name}`,
      })),
    }),
    [],
  );
}

/**
 * Step 3 (§3.3, §5.3): paying out — base currency, monthly value, count, destination countries,
 * source of funds (a proof of funds for shareholder or external investment), purpose, details, first
 * transaction date — and, behind its tick box, collecting money with all its fields required.
 */
export function AccountUsageStep({
  initial,
  context,
  onNext,
  onPrevious,
  pending,
}: WizardStepProps<AccountUsageInput, AccountUsageValues>) {
  const schema = useMemo(() => accountUsageSchema(context), [context]);
  const form = useSchemaForm(schema, { defaultValues: initial });
  const submit = useFormSubmit(form, onNext, { invalidNotice: text.WIZARD_FORM_ERRORS });
  const { control } = form;
  const [source, collecting] = useWatch({
    control,
    name: ['initial_source_payments', 'recieve_money_into_new_account'],
  });
  const { countries, currencies } = useChipOptions();

  return (
    <Stack as="form" gap="xl" noValidate onSubmit={submit} aria-label={text.STEP_ACCOUNT_USAGE}>
      <Stack as="section" gap="lg">
        <Heading level={2}>{text.SECTION_PAY_OUT}</Heading>
        <Stack gap="lg" minColumnWidth="200px" align="start">
          <OptionSelect
            control={control}
            name="base_currency"
            label={text.LABEL_BASE_CURRENCY}
            items={BASE_CURRENCY_OPTIONS}
          />
          <FormNumberField control={control} name="payment_value" label={text.LABEL_PAYMENT_VALUE} isRequired />
          <FormNumberField
            control={control}
            name="estimated_no_of_payments"
            label={text.LABEL_ESTIMATED_PAYMENTS}
            isRequired
          />
        </Stack>
        <FormMultiComboBox
          control={control}
          name="destination_of_payments"
          label={text.LABEL_DESTINATION_COUNTRIES}
          options={countries}
          labels={{ noMatches: text.NO_RESULTS_FOUND }}
          isRequired
        />
        <Stack gap="lg" minColumnWidth="200px" align="start">
          <OptionSelect
            control={control}
            name="initial_source_payments"
            label={text.LABEL_INITIAL_SOURCE}
            items={PAY_OUT_SOURCE_OPTIONS}
          />
          <OptionSelect
            control={control}
            name="main_account_purpose"
            label={text.LABEL_MAIN_PURPOSE}
            items={PAY_OUT_PURPOSE_OPTIONS}
          />
        </Stack>
        <FormTextArea control={control} name="account_purpose_details" label={text.LABEL_PURPOSE_DETAILS} isRequired />
        <Stack gap="lg" minColumnWidth="200px" align="start">
          <FormDatePicker
            control={control}
            name="expected_first_transaction_date"
            label={text.LABEL_FIRST_TRANSACTION_DATE}
            minValue={context.today}
            isRequired
          />
        </Stack>
        {requiresProofOfFunds(source ?? '') && (
          <WizardFileField control={control} name="proof_of_funds" label={text.LABEL_PROOF_OF_FUNDS} />
        )}
        <FormCheckbox control={control} name="recieve_money_into_new_account">
          {text.LABEL_RECEIVE_MONEY}
        </FormCheckbox>
      </Stack>
      {collecting && (
        <Stack as="section" gap="lg">
          <Heading level={2}>{text.SECTION_COLLECT}</Heading>
          <Stack gap="lg" minColumnWidth="200px" align="start">
            <OptionSelect
              control={control}
              name="receive_base_currency"
              label={text.LABEL_BASE_CURRENCY}
              items={BASE_CURRENCY_OPTIONS}
            />
            <FormNumberField
              control={control}
              name="receive_payment_value"
              label={text.LABEL_PAYMENT_VALUE}
              isRequired
            />
            <FormNumberField
              control={control}
              name="receive_estimated_no_of_payments"
              label={text.LABEL_ESTIMATED_PAYMENTS}
              isRequired
            />
          </Stack>
          <FormMultiComboBox
            control={control}
            name="receive_origin_of_transactions"
            label={text.LABEL_ORIGIN_COUNTRIES}
            options={countries}
            labels={{ noMatches: text.NO_RESULTS_FOUND }}
            isRequired
          />
          <FormMultiComboBox
            control={control}
            name="receive_paid_in_currency"
            label={text.LABEL_PAID_IN_CURRENCIES}
            options={currencies}
            labels={{ noMatches: text.NO_RESULTS_FOUND }}
            isRequired
          />
          <Stack gap="lg" minColumnWidth="200px" align="start">
            <OptionSelect
              control={control}
              name="receive_initial_source_payments"
              label={text.LABEL_INITIAL_SOURCE}
              items={COLLECT_SOURCE_OPTIONS}
            />
            <OptionSelect
              control={control}
              name="receive_main_account_purpose"
              label={text.LABEL_MAIN_PURPOSE}
              items={COLLECT_PURPOSE_OPTIONS}
            />
          </Stack>
          <FormTextArea
            control={control}
            name="receive_detailed_account_purpose"
            label={text.LABEL_PURPOSE_DETAILS}
            isRequired
          />
        </Stack>
      )}
      <StepButtons pending={pending} onPrevious={onPrevious && (() => onPrevious(form.getValues()))} />
    </Stack>
  );
}
