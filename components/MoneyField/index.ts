export { MoneyField } from './MoneyField.js';
export type { MoneyFieldProps } from './MoneyField.js';
export {
  MAX_MONEY_AMOUNT,
  clampMoney,
  currencyFractionDigits,
  formatMoney,
  moneyFormatOptions,
  moneyLimits,
  parseMoney,
} from './money.js';
