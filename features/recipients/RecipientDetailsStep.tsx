import type { Key } from 'react-aria';
import type { Control, UseFormReturn } from 'react-hook-form';
import { Button, ComboBox, countryOptions, ActionBar, Stack } from 'spend-ui';
import { FormRadioTiles } from '../forms/FormRadioTiles.js';
import { useFieldBinding } from '../forms/useFieldBinding.js';
import { buyCurrencyList } from '../fx/currencies.js';
import { countryForCurrency, currencyForCountry } from './countryCurrency.js';
import { StepBody } from './Recipients.styles.js';
import { RequirementField } from './RequirementField.js';
import {
  ADD_RECIPIENT_STEP_TITLES,
  CANCEL,
  COMPANY,
  COUNTRY_LABEL,
  CURRENCY_LABEL,
  INDIVIDUAL,
  INDIVIDUAL_NOT_AVAILABLE,
  NEXT,
  RECIPIENT_TYPE_LABEL,
} from './messages.js';
import type { RecipientFormValues } from './recipientForm.js';
import type { RecipientFieldDefinition } from './requirements.js';

export interface RecipientDetailsStepProps {
  form: UseFormReturn<RecipientFormValues, unknown, RecipientFormValues>;
  /** The fields of the requirements for the choices on screen; `null` until they are answered. */
  fields: readonly RecipientFieldDefinition[] | null;
  /** The server marked the chosen bank country and currency as company-only (§5). */
  individualDisabled: boolean;
  loadingRequirements: boolean;
  onNext: () => void;
  onCancel: () => void;
}

/**
 * The wizard's first step (accounts-payments-recipients.md §4, §5): country, currency and type, each
 * setting the other where it can, then the fields the server's requirements ask for.
 */
export function RecipientDetailsStep({
  form,
  fields,
  individualDisabled,
  loadingRequirements,
  onNext,
  onCancel,
}: RecipientDetailsStepProps) {
  const { control, setValue, getValues, getFieldState } = form;
  // A choice that sets the other one re-checks it when it shows an error, so the error goes with the
  // value that answers it (formState.isSubmitted, read only here, is not subscribed and stays stale).
  const setChoice = (name: 'country' | 'currency', value: string) =>
    setValue(name, value, { shouldValidate: getFieldState(name).invalid, shouldDirty: true });
  const countries = countryOptions('en-US');
  const currencies = buyCurrencyList();
  return (
    <form
      noValidate
      aria-label={ADD_RECIPIENT_STEP_TITLES[0]}
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <StepBody>
        <Stack minColumnWidth="16rem">
          <ChoiceComboBox
            control={control}
            name="country"
            label={COUNTRY_LABEL}
            items={countries}
            getKey={(country) => country.code}
            getTextValue={(country) => country.name}
            onPicked={(country) => {
              const currency = country ? currencyForCountry(country) : undefined;
              if (currency) setChoice('currency', currency);
            }}
          />
          <ChoiceComboBox
            control={control}
            name="currency"
            label={CURRENCY_LABEL}
            items={currencies}
            getKey={(currency) => currency.code}
            getTextValue={(currency) => `${currency.code} — ${currency.name}`}
            onPicked={(currency) => {
              if (!currency) return;
              const country = countryForCurrency(currency, getValues('country'));
              setChoice('country', country ?? '');
            }}
          />
        </Stack>
        <FormRadioTiles
          control={control}
          name="entity_type"
          label={RECIPIENT_TYPE_LABEL}
          isRequired
          orientation="horizontal"
          options={[
            { value: 'company', title: COMPANY },
            {
              value: 'individual',
              title: INDIVIDUAL,
              isDisabled: individualDisabled,
              description: individualDisabled ? INDIVIDUAL_NOT_AVAILABLE : undefined,
            },
          ]}
        />
        {fields && (
          <Stack minColumnWidth="16rem">
            {fields.map((field) => (
              <RequirementField key={field.name} control={control} field={field} />
            ))}
          </Stack>
        )}
        <ActionBar>
          <Button variant="secondary" onPress={onCancel}>
            {CANCEL}
          </Button>
          <Button type="submit" isPending={loadingRequirements}>
            {NEXT}
          </Button>
        </ActionBar>
      </StepBody>
    </form>
  );
}

interface ChoiceComboBoxProps<Item extends object> {
  control: Control<RecipientFormValues, unknown, RecipientFormValues>;
  name: 'country' | 'currency';
  label: string;
  items: readonly Item[];
  getKey: (item: Item) => Key;
  getTextValue: (item: Item) => string;
  /** After the form took the choice: what the choice sets elsewhere (country ↔ currency, §4). */
  onPicked: (value: string) => void;
}

/** A required choice of step 0, bound to the form (value, error, focus on an invalid Next). */
function ChoiceComboBox<Item extends object>({ control, name, onPicked, ...own }: ChoiceComboBoxProps<Item>) {
  const {
    value,
    onChange,
    onBlur,
    isInvalid,
    errorMessage,
    inputRef,
    name: boundName,
  } = useFieldBinding(control, name);
  return (
    <ComboBox
      {...own}
      ref={inputRef}
      isRequired
      name={boundName}
      selectedKey={typeof value === 'string' && value ? value : null}
      onBlur={onBlur}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      onSelectionChange={(key) => {
        const picked = key === null ? '' : String(key);
        onChange(picked);
        onPicked(picked);
      }}
    />
  );
}
