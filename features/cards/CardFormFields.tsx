import { useWatch, type Control } from 'react-hook-form';
import { FormCheckbox } from '../forms/FormCheckbox.js';
import { FormMoneyField } from '../forms/FormMoneyField.js';
import { FormRadioTiles } from '../forms/FormRadioTiles.js';
import { FormSelect } from '../forms/FormSelect.js';
import { FormTextField } from '../forms/FormTextField.js';
import {
  CARD_CYCLE_RATE_NOT_POSITIVE,
  CARD_CYCLE_RATE_TOO_HIGH,
  CARD_LIMIT_NOT_POSITIVE,
  CARD_LIMIT_TOO_HIGH,
  CARD_MULTI_USE,
  CARD_SINGLE_USE,
} from './messages.js';
import {
  CARD_CURRENCIES,
  DEFAULT_CARD_CURRENCY,
  MULTI_USE_CYCLE_TYPES,
  PIN_CHARACTERS,
  cycleSchedule,
  cycleTypeLabel,
  type Employee,
} from './model.js';
import type { CardFormInput, CardFormMode, CardFormValues, CardUse } from './cardForm.js';

export interface CardFormFieldsProps {
  control: Control<CardFormInput, unknown, CardFormValues>;
  mode: CardFormMode;
  /** The employees a card may be assigned to (dashboard_ready only). */
  assignees: readonly Employee[];
  /** The assignees are still coming: the Assign To list opens on a loading row meanwhile. */
  assigneesLoading?: boolean;
}

interface Option {
  key: string;
  label: string;
}

const optionKey = (option: Option) => option.key;
const optionLabel = (option: Option) => option.label;

const CYCLE_OPTIONS: Option[] = MULTI_USE_CYCLE_TYPES.map((type) => ({ key: type, label: cycleTypeLabel(type) }));
const CURRENCY_OPTIONS: Option[] = CARD_CURRENCIES.map((code) => ({ key: code, label: code }));

/** The options of single or multiple use, for step 1 of creation and the edit form. */
export const CARD_USE_OPTIONS: { value: CardUse; title: string; description: string }[] = [
  { value: 'multi', title: CARD_MULTI_USE, description: 'Spends again and again within its limit and cycle' },
  { value: 'single', title: CARD_SINGLE_USE, description: 'Closes after its first transaction' },
];

/**
 * The card form's fields (§5). Create: name, assignee, limit, currency, and for multi-use cards the
 * cycle type and rate and the physical-card option (PIN and address). Edit: name, assignee, card type,
 * limit and, for multi-use cards, the cycle type.
 */
export function CardFormFields({ control, mode, assignees, assigneesLoading = false }: CardFormFieldsProps) {
  const usage = useWatch({ control, name: 'usage' });
  const physical = useWatch({ control, name: 'physical_card' });
  const currency = useWatch({ control, name: 'currency_type' });
  const cycleType = useWatch({ control, name: 'cycle_type' });
  const multiUse = usage !== 'single';
  const create = mode === 'create';
  const money = currency || DEFAULT_CARD_CURRENCY;

  const assigneeOptions = assignees.map((employee) => ({ key: String(employee.id), label: employee.name }));
  return (
    <>
      <FormTextField control={control} name="card_name" label="Card Name" isRequired />
      <FormSelect
        control={control}
        name="assignee"
        label="Assign To"
        items={assigneeOptions}
        getKey={optionKey}
        getTextValue={optionLabel}
        isLoading={assigneesLoading}
        isRequired
      />
      {mode === 'edit' && (
        <FormRadioTiles control={control} name="usage" label="Card Type" options={CARD_USE_OPTIONS} />
      )}
      <FormMoneyField
        control={control}
        name="card_limit"
        label="Card Limit"
        currency={money}
        allowNegative={false}
        belowMinimumMessage={CARD_LIMIT_NOT_POSITIVE}
        aboveMaximumMessage={CARD_LIMIT_TOO_HIGH}
        isRequired
      />
      {create && (
        <FormSelect
          control={control}
          name="currency_type"
          label="Currency"
          items={CURRENCY_OPTIONS}
          getKey={optionKey}
          getTextValue={optionLabel}
          isRequired
        />
      )}
      {multiUse && (
        <FormSelect
          control={control}
          name="cycle_type"
          label="Cycle Type"
          items={CYCLE_OPTIONS}
          getKey={optionKey}
          getTextValue={optionLabel}
          description={cycleSchedule(cycleType) ?? 'When the cycle starts again'}
          isRequired
        />
      )}
      {multiUse && create && (
        <FormMoneyField
          control={control}
          name="cycle_rate"
          label="Cycle Rate"
          currency={money}
          allowNegative={false}
          belowMinimumMessage={CARD_CYCLE_RATE_NOT_POSITIVE}
          aboveMaximumMessage={CARD_CYCLE_RATE_TOO_HIGH}
          isRequired
        />
      )}
      {multiUse && create && (
        <FormCheckbox control={control} name="physical_card">
          Physical card
        </FormCheckbox>
      )}
      {multiUse && create && physical && (
        <>
          <FormTextField control={control} name="pin" label="PIN" maxLength={PIN_CHARACTERS} isRequired />
          <FormTextField control={control} name="address1" label="Address Line 1" isRequired />
          <FormTextField control={control} name="address2" label="Address Line 2" />
          <FormTextField control={control} name="city" label="City" isRequired />
          <FormTextField control={control} name="state" label="Province/State" isRequired />
          <FormTextField control={control} name="zip" label="Postal/Zip Code" isRequired />
          <FormTextField control={control} name="country" label="Country" isRequired />
        </>
      )}
    </>
  );
}
