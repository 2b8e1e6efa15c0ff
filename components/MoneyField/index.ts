export { MoneyField } from './MoneyField.js';
export type { MoneyFieldProps } from './MoneyField.js';
export { currencyFractionDigits, formatMoney, parseMoney } from './money.js';
