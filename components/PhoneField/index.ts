export { PhoneField } from './PhoneField.js';
export type { PhoneFieldProps } from './PhoneField.js';
export { formatNationalNumber, isValidPhoneValue, toE164 } from './phone.js';
export type { CountryCode, PhoneValue } from './phone.js';
