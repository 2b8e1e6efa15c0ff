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

/** Formats an amount as the money field shows it (`$1,234.50` for USD in en-US). */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
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

function separators(locale: string, currency: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale, moneyFormatOptions(currency)).formatToParts(1234567.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads an amount typed or pasted in `locale` ("$1,234.50", "1.234,50 €", "-12"), ignoring the
 * currency symbol, grouping and spaces. Returns `NaN` when the text holds no number.
 */
export function parseMoney(text: string, currency: string, locale = 'en-US'): number {
  const { group, decimal } = separators(locale, currency);
  const isNegative = /^[\s\p{Sc}\p{L}]*[-\u2212]/u.test(text) || /^\(.*\)$/.test(text.trim());
  let cleaned = text.replace(/\s/g, '');
  if (group.trim() !== '') cleaned = cleaned.replace(new RegExp(escapeRegExp(group), 'g'), '');
  cleaned = cleaned.replace(new RegExp(escapeRegExp(decimal), 'g'), '.');
  cleaned = cleaned.replace(/[^0-9.]/g, '');
  if (!/^\d*\.?\d*$/.test(cleaned) || !/\d/.test(cleaned)) return Number.NaN;
  const value = Number(cleaned);
  return isNegative ? -value : value;
}
