import { Controller, useWatch, type Control } from 'react-hook-form';
import { Checkbox, MoneyField, RadioTiles, Select, TextField } from 'spend-ui';
import { CARD_MULTI_USE, CARD_SINGLE_USE } from './messages.js';
import {
  CARD_CURRENCIES,
  MULTI_USE_CYCLE_TYPES,
  PIN_CHARACTERS,
  cycleSchedule,
  cycleTypeLabel,
  type CardFormMode,
  type CardFormValues,
  type Employee,
} from './model.js';

export interface CardFormFieldsProps {
  control: Control<CardFormValues>;
  mode: CardFormMode;
  /** The employees a card may be assigned to (dashboard_ready only). */
  assignees: readonly Employee[];
}

type TextName = 'card_name' | 'pin' | 'address1' | 'address2' | 'city' | 'state' | 'zip' | 'country';

interface Option {
  key: string;
  label: string;
}

const CYCLE_OPTIONS: Option[] = MULTI_USE_CYCLE_TYPES.map((type) => ({ key: type, label: cycleTypeLabel(type) }));
const CURRENCY_OPTIONS: Option[] = CARD_CURRENCIES.map((code) => ({ key: code, label: code }));

/** The options of single or multiple use, for step 1 of creation and the edit form. */
export const CARD_USE_OPTIONS = [
  { value: 'multi', title: CARD_MULTI_USE, description: 'Spends again and again within its limit and cycle' },
  { value: 'single', title: CARD_SINGLE_USE, description: 'Closes after its first transaction' },
];

/**
 * The card form's fields (§5). Create: name, assignee, limit, currency, and for multi-use cards the
 * cycle type and rate and the physical-card option (PIN and address). Edit: name, assignee, card type,
 * limit and, for multi-use cards, the cycle type.
 */
export function CardFormFields({ control, mode, assignees }: CardFormFieldsProps) {
  const singleUse = useWatch({ control, name: 'single_use' });
  const physical = useWatch({ control, name: 'physical_card' });
  const currency = useWatch({ control, name: 'currency_type' });
  const cycleType = useWatch({ control, name: 'cycle_type' });

  const text = (name: TextName, label: string, options: { required?: boolean; maxLength?: number } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          ref={field.ref}
          label={label}
          isRequired={options.required ?? true}
          maxLength={options.maxLength}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );

  const amount = (name: 'card_limit' | 'cycle_rate', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyField
          ref={field.ref}
          label={label}
          currency={currency || 'CAD'}
          allowNegative={false}
          isRequired
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );

  const select = (name: 'assignee' | 'currency_type' | 'cycle_type', label: string, items: Option[], help?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          ref={field.ref}
          label={label}
          items={items}
          getKey={(item) => item.key}
          getTextValue={(item) => item.label}
          selectedKey={field.value === '' ? null : field.value}
          onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
          onBlur={field.onBlur}
          isRequired
          description={help}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );

  const assigneeOptions = assignees.map((employee) => ({ key: String(employee.id), label: employee.name }));
  return (
    <>
      {text('card_name', 'Card Name')}
      {select('assignee', 'Assign To', assigneeOptions)}
      {mode === 'edit' && (
        <Controller
          control={control}
          name="single_use"
          render={({ field }) => (
            <RadioTiles
              label="Card Type"
              options={CARD_USE_OPTIONS}
              value={field.value ? 'single' : 'multi'}
              onChange={(value) => field.onChange(value === 'single')}
            />
          )}
        />
      )}
      {amount('card_limit', 'Card Limit')}
      {mode === 'create' && select('currency_type', 'Currency', CURRENCY_OPTIONS)}
      {!singleUse &&
        select('cycle_type', 'Cycle Type', CYCLE_OPTIONS, cycleSchedule(cycleType) ?? 'When the cycle starts again')}
      {!singleUse && mode === 'create' && amount('cycle_rate', 'Cycle Rate')}
      {!singleUse && mode === 'create' && (
        <Controller
          control={control}
          name="physical_card"
          render={({ field }) => (
            <Checkbox isSelected={field.value} onChange={field.onChange}>
              Physical card
            </Checkbox>
          )}
        />
      )}
      {!singleUse && mode === 'create' && physical && (
        <>
          {text('pin', 'PIN', { maxLength: PIN_CHARACTERS })}
          {text('address1', 'Address Line 1')}
          {text('address2', 'Address Line 2', { required: false })}
          {text('city', 'City')}
          {text('state', 'Province/State')}
          {text('zip', 'Postal/Zip Code')}
          {text('country', 'Country')}
        </>
      )}
    </>
  );
}
