import { createRandom, deriveSeed, type SeededRandom } from '../core/random.js';

/** A 16-digit Mastercard-range number whose last digit satisfies the Luhn check. */
export function cardNumber(random: SeededRandom): string {
  const digits = [5, random.integer(1, 5)];
  while (digits.length < 15) digits.push(random.integer(0, 9));
  let sum = 0;
  digits
    .slice()
    .reverse()
    .forEach((digit, index) => {
      const doubled = index % 2 === 0 ? digit * 2 : digit;
      sum += doubled > 9 ? doubled - 9 : doubled;
    });
  digits.push((10 - (sum % 10)) % 10);
  return digits.join('');
}

/**
 * A card's number and CVV, as the card processor would hand them over on reveal. The demo has no
 * processor: they are derived from the seed and the card's id each time, so no row and no entry of the
 * change log (sessionStorage) holds them.
 */
export function cardSecrets(seed: number, cardId: number): { cardNumber: string; cvv: string } {
  const random = createRandom(deriveSeed(seed, `card-secrets:${cardId}`));
  return { cardNumber: cardNumber(random), cvv: String(random.integer(100, 999)) };
}
