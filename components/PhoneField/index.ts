export { PhoneField } from './PhoneField.js';
export type { PhoneFieldProps } from './PhoneField.js';
export {
  MAX_PHONE_DIGITS,
  caretAfterDigits,
  digitsBefore,
  formatNationalNumber,
  isValidPhoneValue,
  phoneDigits,
  phoneValue,
  removeDigitBefore,
  toE164,
} from './phone.js';
export type { CountryCode, PhoneValue } from './phone.js';
