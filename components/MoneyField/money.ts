/** Largest amount a money field accepts by default: 99,999,999. */
export const MAX_MONEY_AMOUNT = 99_999_999;

/** Minor-unit digits of a currency from `Intl` (2 for USD, 0 for JPY, 3 for BHD). */
export function currencyFractionDigits(currency: string, locale = 'en-US'): number {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** `Intl.NumberFormat` options of a money field for `currency`. */
export function moneyFormatOptions(currency: string): Intl.NumberFormatOptions {
  return { style: 'currency', currency };
}

/**
 * Formats an amount in a currency and locale as the money field shows it (`$1,234.50` for USD in en-US).
 * (spend-ui/features' `formatMoney` is the product's: US English, USD unless the item names its currency.)
 */
export function formatCurrencyAmount(amount: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, moneyFormatOptions(currency)).format(amount);
}

/** Bounds of a money field: `[-max, max]`, or `[0, max]` when negatives are not allowed. */
export function moneyLimits(options: { minValue?: number; maxValue?: number; allowNegative?: boolean } = {}): {
  minValue: number;
  maxValue: number;
} {
  const floor = options.allowNegative === false ? 0 : -MAX_MONEY_AMOUNT;
  const maxValue = Math.min(Math.max(options.maxValue ?? MAX_MONEY_AMOUNT, floor), MAX_MONEY_AMOUNT);
  const minValue = Math.min(Math.max(options.minValue ?? floor, floor), maxValue);
  return { minValue, maxValue };
}

/** Clamps an amount into the limits and rounds it to the currency's minor unit. */
export function clampMoney(
  amount: number,
  currency: string,
  limits: { minValue: number; maxValue: number } = moneyLimits(),
): number {
  const digits = currencyFractionDigits(currency);
  const factor = 10 ** digits;
  const rounded = Math.round(amount * factor) / factor;
  return Math.min(Math.max(rounded, limits.minValue), limits.maxValue);
}

function parts(locale: string, currency: string): { group: string; decimal: string; symbols: string[] } {
  const formatted = new Intl.NumberFormat(locale, moneyFormatOptions(currency)).formatToParts(1234567.5);
  const narrow = new Intl.NumberFormat(locale, { ...moneyFormatOptions(currency), currencyDisplay: 'narrowSymbol' });
  const symbolOf = (format: Intl.NumberFormat) =>
    format.formatToParts(1).find((part) => part.type === 'currency')?.value;
  return {
    group: formatted.find((part) => part.type === 'group')?.value ?? ',',
    decimal: formatted.find((part) => part.type === 'decimal')?.value ?? '.',
    symbols: [symbolOf(new Intl.NumberFormat(locale, moneyFormatOptions(currency))), symbolOf(narrow), currency]
      .filter((symbol): symbol is string => symbol !== undefined && symbol !== '')
      .sort((a, b) => b.length - a.length),
  };
}

/** Why a money field refuses its text; `null` when the text is an amount it accepts (or is empty). */
export type MoneyTextProblem = 'not-a-number' | 'too-many-decimals';

/** What a money field reads from its text: empty, an amount, or why the text is not one. */
export type MoneyText =
  { kind: 'empty' } | { kind: 'amount'; amount: number } | { kind: 'refused'; problem: MoneyTextProblem };

/**
 * Reads an amount typed or pasted in `locale` ("$1,234.50", "1.234,50 €", "-12", "(12)"): the currency's
 * symbol or code, grouping and spaces may be there; anything else (a letter, an exponent such as `1e21`, a
 * second decimal separator) makes it no amount, so nothing typed is silently dropped. More decimals than
 * the currency has (0.001 dollars) are refused rather than rounded away.
 */
export function readMoneyText(text: string, currency: string, locale = 'en-US'): MoneyText {
  const { group, decimal, symbols } = parts(locale, currency);
  let cleaned = text.replace(/[\s\u00a0\u202f]/g, '');
  if (cleaned === '') return { kind: 'empty' };
  let isNegative = false;
  const bracketed = /^\((.*)\)$/.exec(cleaned);
  if (bracketed) {
    isNegative = true;
    cleaned = bracketed[1] ?? '';
  }
  for (const symbol of symbols) cleaned = cleaned.split(symbol.replace(/\s/g, '')).join('');
  if (/^[-\u2212]/.test(cleaned)) {
    if (isNegative) return { kind: 'refused', problem: 'not-a-number' };
    isNegative = true;
    cleaned = cleaned.slice(1);
  }
  if (group.trim() !== '') cleaned = cleaned.split(group.replace(/\s/g, '')).join('');
  // A group separator that is a space (fr-FR) went with the spaces above.
  cleaned = cleaned.split(decimal).join('.');
  if (!/^\d*\.?\d*$/.test(cleaned) || !/\d/.test(cleaned)) return { kind: 'refused', problem: 'not-a-number' };
  const decimals = cleaned.includes('.') ? cleaned.length - cleaned.indexOf('.') - 1 : 0;
  if (decimals > currencyFractionDigits(currency, locale)) return { kind: 'refused', problem: 'too-many-decimals' };
  const amount = Number(cleaned);
  return { kind: 'amount', amount: isNegative && amount !== 0 ? -amount : amount };
}

/**
 * Reads an amount typed or pasted in `locale` (see `readMoneyText`). Returns `NaN` when the text holds no
 * amount the field accepts.
 */
export function parseMoney(text: string, currency: string, locale = 'en-US'): number {
  const read = readMoneyText(text, currency, locale);
  return read.kind === 'amount' ? read.amount : Number.NaN;
}
