import type { Control } from 'react-hook-form';
import { DatePicker, Select, TextField } from 'spend-ui';
import { fromApiDate, toApiDate } from '../format/apiDates.js';
import { useFieldBinding } from '../forms/useFieldBinding.js';
import type { RecipientFormValues } from './recipientForm.js';
import type { RecipientFieldDefinition } from './requirements.js';

export interface RequirementFieldProps {
  control: Control<RecipientFormValues, unknown, RecipientFormValues>;
  field: RecipientFieldDefinition;
}

/**
 * One field the server's requirements ask for, drawn by its kind: text, a select of the server's
 * values, or a date (MM/dd/yyyy on screen, YYYY-MM-DD in the form). Its rule is the form's.
 */
export function RequirementField({ control, field }: RequirementFieldProps) {
  const {
    value: bound,
    onChange,
    onBlur,
    name,
    isInvalid,
    errorMessage,
    inputRef,
  } = useFieldBinding(control, `details.${field.name}`);
  const value = typeof bound === 'string' ? bound : '';
  const shared = {
    label: field.label,
    isRequired: field.required,
    isInvalid,
    errorMessage,
    onBlur,
  };
  if (field.kind === 'select') {
    return (
      <Select
        {...shared}
        ref={inputRef}
        name={name}
        items={field.options ?? []}
        getKey={(option) => option.value}
        getTextValue={(option) => option.label}
        selectedKey={value || null}
        onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
      />
    );
  }
  if (field.kind === 'date') {
    return (
      <DatePicker
        {...shared}
        ref={inputRef}
        value={fromApiDate(value)}
        onChange={(date) => onChange(date ? toApiDate(date) : '')}
      />
    );
  }
  return (
    <TextField {...shared} ref={inputRef} name={name} value={value} onChange={onChange} maxLength={field.maxLength} />
  );
}
