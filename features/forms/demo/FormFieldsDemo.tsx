import { useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import type { DateValue } from '@internationalized/date';
import { Button, Stack } from 'spend-ui';
import { useApiAction } from '../../api/index.js';
import { FIELD_REQUIRED, PASSWORD_TOO_SHORT } from '../../auth/messages.js';
import type { DateRange } from '../fieldValues.js';
import { FORM_HAS_ERRORS } from '../messages.js';
import { useFormSubmit, useSchemaForm } from '../useFormSubmit.js';
import { FormCheckbox } from '../FormCheckbox.js';
import { FormChipsInput } from '../FormChipsInput.js';
import { FormComboBox } from '../FormComboBox.js';
import { FormDatePicker } from '../FormDatePicker.js';
import { FormDateRangePicker } from '../FormDateRangePicker.js';
import { FormFileUpload } from '../FormFileUpload.js';
import { FormMoneyField } from '../FormMoneyField.js';
import { FormNumberField } from '../FormNumberField.js';
import { FormPasswordField } from '../FormPasswordField.js';
import { FormPhoneField } from '../FormPhoneField.js';
import { FormRadioTiles } from '../FormRadioTiles.js';
import { FormSelect } from '../FormSelect.js';
import { FormSwitch } from '../FormSwitch.js';
import { FormTextField } from '../FormTextField.js';

// A form with every binding, for the kit's stories: the shape a domain form takes.

const filled = <T,>(value: T | null | undefined): value is T => value !== null && value !== undefined;
const required = z.string().check(z.trim(), z.minLength(1, FIELD_REQUIRED));
const requiredValue = <T,>() => z.custom<T | null>(filled, FIELD_REQUIRED);

export const demoSchema = z
  .object({
    withReference: z.boolean(),
    reference: z.string(),
    name: required,
    password: z.string().check(z.minLength(1, FIELD_REQUIRED), z.minLength(8, PASSWORD_TOO_SHORT)),
    cards: requiredValue<number>(),
    limit: requiredValue<number>(),
    currency: requiredValue<string | number>(),
    country: requiredValue<string | number>(),
    code: required,
    phone: required,
    startDate: requiredValue<DateValue>(),
    period: requiredValue<DateRange>(),
    cardType: required,
    departments: z
      .array(z.object({ id: z.optional(z.union([z.string(), z.number()])), name: z.string() }))
      .check(z.minLength(1, FIELD_REQUIRED)),
    receipt: requiredValue<File>(),
    agree: z.boolean().check(z.refine((agreed) => agreed, FIELD_REQUIRED)),
  })
  .check(
    z.refine((form) => !form.withReference || form.reference.trim() !== '', {
      path: ['reference'],
      message: FIELD_REQUIRED,
    }),
  );

export type DemoForm = z.input<typeof demoSchema>;

export const emptyDemoForm: DemoForm = {
  withReference: false,
  reference: '',
  name: '',
  password: '',
  cards: null,
  limit: null,
  currency: null,
  country: null,
  code: '+1',
  phone: '',
  startDate: null,
  period: null,
  cardType: '',
  departments: [],
  receipt: null,
  agree: false,
};

const currencies = [
  { code: 'CAD', name: 'Canadian dollar' },
  { code: 'USD', name: 'US dollar' },
];
const countries = [
  { code: 'CA', name: 'Canada' },
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
];
const cardTypes = [
  { value: 'single', title: 'Single use' },
  { value: 'multi', title: 'Multiple use' },
];

export interface FormFieldsDemoProps {
  /** Values the form starts with (the empty form where unset). */
  defaultValues?: Partial<DemoForm>;
  /** Receives the valid values before they are sent. */
  onValid?: (values: DemoForm) => void;
}

/** Every binding in one form, sending `{ name }` to `POST /form-demo`. */
export function FormFieldsDemo({ defaultValues, onValid }: FormFieldsDemoProps) {
  const form = useSchemaForm(demoSchema, { defaultValues: { ...emptyDemoForm, ...defaultValues } });
  const { control } = form;
  const withReference = useWatch({ control, name: 'withReference' });
  const save = useApiAction((client, values: DemoForm) => client.post('/form-demo', { name: values.name }), {
    failure: { fallback: FORM_HAS_ERRORS },
  });
  const submit = useFormSubmit(
    form,
    (values) => {
      onValid?.(values);
      return save.run(values);
    },
    { invalidNotice: FORM_HAS_ERRORS },
  );
  return (
    <Stack as="form" gap="lg" aria-label="Every field" noValidate onSubmit={submit}>
      {withReference && <FormTextField control={control} name="reference" label="Reference" />}
      <FormTextField control={control} name="name" label="Name" isRequired />
      <FormPasswordField control={control} name="password" label="Password" isRequired />
      <FormNumberField control={control} name="cards" label="Cards" isRequired />
      <FormMoneyField control={control} name="limit" label="Limit" currency="CAD" isRequired />
      <FormSelect
        control={control}
        name="currency"
        label="Currency"
        items={currencies}
        getKey={(currency) => currency.code}
        getTextValue={(currency) => currency.name}
        isRequired
      />
      <FormComboBox
        control={control}
        name="country"
        label="Country"
        items={countries}
        getKey={(country) => country.code}
        getTextValue={(country) => country.name}
        isRequired
      />
      <FormPhoneField control={control} name="phone" dialCodeName="code" label="Phone" defaultCountry="CA" isRequired />
      <FormDatePicker control={control} name="startDate" label="Start date" isRequired />
      <FormDateRangePicker control={control} name="period" label="Period" isRequired />
      <FormRadioTiles control={control} name="cardType" label="Card type" options={cardTypes} isRequired />
      <FormChipsInput control={control} name="departments" label="Departments" isRequired />
      <FormFileUpload control={control} name="receipt" label="Receipt" accept={['.pdf']} />
      <FormSwitch control={control} name="withReference">
        Add a reference
      </FormSwitch>
      <FormCheckbox control={control} name="agree">
        I agree
      </FormCheckbox>
      <Button type="submit" isPending={save.pending}>
        Submit
      </Button>
    </Stack>
  );
}
