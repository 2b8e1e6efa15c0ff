export { countryOptions } from './countryOptions.js';
export type { CountryOption } from './countryOptions.js';
export { currencyOptions, currencySymbol } from './currencyOptions.js';
export type { CurrencyOption } from './currencyOptions.js';
