import { DescriptionList } from 'spend-ui';
import { formatDay } from '../format/index.js';
import { countryName } from './RecipientDetails.js';
import { COMPANY, COUNTRY_LABEL, CURRENCY_LABEL, INDIVIDUAL, RECIPIENT_TYPE_LABEL } from './messages.js';
import type { RecipientFormValues } from './recipientForm.js';
import type { RecipientFieldDefinition } from './requirements.js';

/** A field's value as the review shows it: a select's label, a date as MM/dd/yyyy. */
function shownValue(field: RecipientFieldDefinition, value: string): string {
  if (field.kind === 'select') return field.options?.find((option) => option.value === value)?.label ?? value;
  if (field.kind === 'date') return formatDay(value);
  return value;
}

/** The review step's summary of the recipient: the choices, then every field filled in. */
export function RecipientReview({
  values,
  fields,
}: {
  values: RecipientFormValues;
  fields: readonly RecipientFieldDefinition[];
}) {
  const rows: [string, string][] = [
    [COUNTRY_LABEL, countryName(values.country)],
    [CURRENCY_LABEL, values.currency],
    [RECIPIENT_TYPE_LABEL, values.entity_type === 'individual' ? INDIVIDUAL : COMPANY],
    ...fields
      .map((field): [string, string] => [field.label, shownValue(field, (values.details[field.name] ?? '').trim())])
      .filter(([, value]) => value !== ''),
  ];
  return (
    <DescriptionList
      layout="columns"
      termColumn="minmax(8rem, max-content)"
      items={rows.map(([term, value]) => ({ term, description: value }))}
    />
  );
}
