export { MoneyField } from './MoneyField.js';
export type { MoneyFieldProps } from './MoneyField.js';
export { MAX_MONEY_AMOUNT, currencyFractionDigits, formatCurrencyAmount, parseMoney, readMoneyText } from './money.js';
export type { MoneyText, MoneyTextProblem } from './money.js';
