/** Amounts are shown in US dollars unless the item names its own currency (cards-transactions-team.md §2). */
export const DEFAULT_CURRENCY = 'USD';

// Intl's own test of a currency code (IsWellFormedCurrencyCode): three ASCII letters, any case.
const wellFormedCode = /^[A-Za-z]{3}$/;

/** A currency code as given when it is well formed (upper-cased: `cad` → `CAD`), else `null`. */
export function currencyCode(code: string | null | undefined): string | null {
  return code && wellFormedCode.test(code) ? code.toUpperCase() : null;
}

/** The currency an item's amounts are shown in: its own code when well formed, else USD. */
export function currencyOrDefault(code: string | null | undefined): string {
  return currencyCode(code) ?? DEFAULT_CURRENCY;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as the product shows it, through Intl in US English: `$1,234.50`, `-$12.00`, `CA$10.00`.
 * `currency` is the item's own (a card's `currency_type`, a transaction's `assigned_currency`); none,
 * or a code that is not one, shows US dollars. No amount (or not a finite number) shows nothing.
 */
export function formatMoney(amount: number | null | undefined, currency?: string | null): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const code = currencyOrDefault(currency);
  let format = moneyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    moneyFormats.set(code, format);
  }
  return format.format(amount);
}

const toTheCent = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/**
 * An amount as an export writes it: to the cent and rounded as `formatMoney` rounds it on screen, without
 * symbol or grouping so a spreadsheet reads a number (`11.400000000000006` → `11.40`); '' for no amount.
 */
export function exportAmount(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return toTheCent.format(amount);
}
