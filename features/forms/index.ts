// Forms of the feature kit: react-hook-form + zod bindings of the design-system fields (one line a
// field), the form-level notice, server field errors on the fields, focus on the first invalid field.
// A form of a few text fields with plain rules whose budget cannot carry react-hook-form and zod (the
// signed-out screens, the one-time-code confirmation): `useTextForm`.
export { FORM_HAS_ERRORS, FORM_HAS_ERRORS_NO_FULL_STOP } from './messages.js';
export { useSchemaForm, useFormSubmit } from './useFormSubmit.js';
export { useTextForm } from './useTextForm.js';
export type { TextFieldBinding, TextForm, TextFormOptions, TextRule } from './useTextForm.js';
export type { FormSubmitOptions, SubmitResult } from './useFormSubmit.js';
export { applyServerFieldErrors, serverFieldErrors } from './serverFieldErrors.js';
export type { ServerFieldAliases, ServerFieldErrors } from './serverFieldErrors.js';
export { focusFirstInvalidField } from './focusFirstInvalid.js';
export { useFieldBinding } from './useFieldBinding.js';
export type { FieldBinding, FieldBindingProps } from './useFieldBinding.js';
export type { DateRange } from './fieldValues.js';
export { FormTextField } from './FormTextField.js';
export type { FormTextFieldProps } from './FormTextField.js';
export { FormTextArea } from './FormTextArea.js';
export type { FormTextAreaProps } from './FormTextArea.js';
export { FormPasswordField } from './FormPasswordField.js';
export type { FormPasswordFieldProps } from './FormPasswordField.js';
export { FormNumberField } from './FormNumberField.js';
export type { FormNumberFieldProps } from './FormNumberField.js';
export { FormMoneyField } from './FormMoneyField.js';
export type { FormMoneyFieldProps } from './FormMoneyField.js';
export { FormSelect } from './FormSelect.js';
export type { FormSelectProps } from './FormSelect.js';
export { FormComboBox } from './FormComboBox.js';
export type { FormComboBoxProps } from './FormComboBox.js';
export { FormPhoneField } from './FormPhoneField.js';
export type { FormPhoneFieldProps } from './FormPhoneField.js';
export { FormDatePicker } from './FormDatePicker.js';
export type { FormDatePickerProps } from './FormDatePicker.js';
export { FormDateRangePicker } from './FormDateRangePicker.js';
export type { FormDateRangePickerProps } from './FormDateRangePicker.js';
export { FormCheckbox } from './FormCheckbox.js';
export type { FormCheckboxProps } from './FormCheckbox.js';
export { FormSwitch } from './FormSwitch.js';
export type { FormSwitchProps } from './FormSwitch.js';
export { FormRadioTiles } from './FormRadioTiles.js';
export type { FormRadioTilesProps } from './FormRadioTiles.js';
export { FormChipsInput } from './FormChipsInput.js';
export type { FormChipsInputProps } from './FormChipsInput.js';
export { FormFileUpload } from './FormFileUpload.js';
export type { FormFileUploadProps } from './FormFileUpload.js';
