/** Card networks whose digit grouping differs. */
export type CardBrand = 'mastercard' | 'visa' | 'amex' | 'other';

/** The digits of a card number, without spaces, dashes or anything else. */
export function cardDigits(number: string): string {
  return number.replace(/\D/g, '');
}

/** The network of a card number from its leading digits (IIN ranges). */
export function detectCardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return 'other';
}

/** Group sizes printed on a card: Amex 4-6-5, everything else blocks of 4. */
export function cardGroupSizes(brand: CardBrand, length: number): number[] {
  if (brand === 'amex') return [4, 6, 5];
  return Array.from({ length: Math.ceil(length / 4) }, () => 4);
}

/** Splits `chars` into the given group sizes joined by spaces; extra characters form a last group. */
function groupChars(chars: string, sizes: readonly number[]): string {
  const groups: string[] = [];
  let index = 0;
  for (const size of sizes) {
    if (index >= chars.length) break;
    groups.push(chars.slice(index, index + size));
    index += size;
  }
  if (index < chars.length) groups.push(chars.slice(index));
  return groups.join(' ');
}

/**
 * A card number grouped the way the network prints it: "5412 7512 3456 7890",
 * Amex "3714 496353 98431". Non-digits in the input are ignored.
 */
export function groupCardNumber(number: string, brand: CardBrand = detectCardBrand(number)): string {
  const digits = cardDigits(number);
  return groupChars(digits, cardGroupSizes(brand, digits.length));
}

/** The last four digits, or fewer when the number is shorter. */
export function lastFourDigits(number: string): string {
  return cardDigits(number).slice(-4);
}

/** The number with every digit but the last four replaced by `mask`, keeping the grouping. */
export function maskCardNumber(
  number: string,
  brand: CardBrand = detectCardBrand(number),
  mask = '•',
  fullLength = 16,
): string {
  const digits = cardDigits(number);
  const length = Math.max(digits.length, brand === 'amex' ? 15 : fullLength);
  const last = digits.slice(-4);
  const masked = mask.repeat(Math.max(0, length - last.length)) + last;
  return groupChars(masked, cardGroupSizes(brand, length));
}

/**
 * Expiry as printed on a card, `MM/YY`, from an ISO-style date that starts with `YYYY-MM`
 * ("2028-04-30", "2028-04"). Returns null when the text does not start with a valid year and month.
 */
export function parseExpiry(text: string): string | null {
  const match = /^\s*(\d{4})-(\d{1,2})(?!\d)/.exec(text);
  if (!match) return null;
  const [, year = '', monthText = ''] = match;
  const month = Number(monthText);
  if (month < 1 || month > 12) return null;
  return `${String(month).padStart(2, '0')}/${year.slice(-2)}`;
}
