// How the bindings hand the form's binding to their fields, by the kind of value the field edits. Each
// takes the field's own props and returns them with the form's value, change, blur, error and ref.
import type { FieldBinding } from './useFieldBinding.js';
import { asBoolean, asKey, asNumber, asText, fromNumber } from './fieldValues.js';

interface OwnProps {
  isDisabled?: boolean;
}

/**
 * What every field takes alike: disabled (by the form or its own prop), invalid, the error text, and the
 * ref by which the form focuses it.
 */
export function stateProps(own: OwnProps, field: FieldBinding) {
  return {
    ref: field.inputRef,
    isDisabled: own.isDisabled || field.isDisabled,
    isInvalid: field.isInvalid,
    errorMessage: field.errorMessage,
  };
}

/** A text input (`TextField`, `PasswordField`): the string as typed. */
export function textProps<Own extends OwnProps>(own: Own, field: FieldBinding) {
  return {
    ...own,
    ...stateProps(own, field),
    name: field.name,
    value: asText(field.value),
    onChange: field.onChange,
    onBlur: field.onBlur,
  };
}

/** A number input (`NumberField`, `MoneyField`): an emptied field sets `null`. */
export function numberProps<Own extends OwnProps>(own: Own, field: FieldBinding) {
  return {
    ...own,
    ...stateProps(own, field),
    value: asNumber(field.value),
    onChange: (value: number) => field.onChange(fromNumber(value)),
    onBlur: field.onBlur,
  };
}

/**
 * A `MoneyField`: an emptied field sets `null`; text that is no amount (`1e21`, 0.001 dollars) sets `NaN`,
 * which no number rule accepts, so the form cannot be sent with it while the field says why. An amount
 * out of the field's range is set as typed: the form's schema holds the same range and refuses it with
 * its own message.
 */
export function moneyProps<Own extends OwnProps>(own: Own, field: FieldBinding) {
  return {
    ...own,
    ...stateProps(own, field),
    value: asNumber(field.value),
    onChange: (value: number, problem: string | null) => field.onChange(problem === null ? fromNumber(value) : value),
    onBlur: field.onBlur,
  };
}

/** A choice of one option (`Select`, `ComboBox`): the option's key, `null` while none is chosen. */
export function keyProps<Own extends OwnProps>(own: Own, field: FieldBinding) {
  return {
    ...own,
    ...stateProps(own, field),
    name: field.name,
    selectedKey: asKey(field.value),
    onSelectionChange: field.onChange,
    onBlur: field.onBlur,
  };
}

/** A box or switch: `true` when selected (a switch shows no error text, so it takes only `isDisabled`). */
export function selectedProps<Own extends OwnProps>(own: Own, field: FieldBinding) {
  return {
    ...own,
    isDisabled: own.isDisabled || field.isDisabled,
    ref: field.inputRef,
    name: field.name,
    isSelected: asBoolean(field.value),
    onChange: field.onChange,
    onBlur: field.onBlur,
  };
}
