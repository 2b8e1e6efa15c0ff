export { CountryFlag } from './CountryFlag.js';
export type { CountryFlagProps, CountryFlagSize } from './CountryFlag.js';
