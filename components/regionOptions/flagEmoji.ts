const REGIONAL_INDICATOR_A = 0x1f1e6;
const LETTER_A = 'A'.charCodeAt(0);

/**
 * The flag emoji of an ISO 3166-1 alpha-2 region code, built from two regional-indicator symbols
 * (`CA` → 🇨🇦). Returns an empty string for anything that is not two ASCII letters.
 */
export function flagEmoji(regionCode: string): string {
  if (!/^[A-Za-z]{2}$/.test(regionCode)) return '';
  return [...regionCode.toUpperCase()]
    .map((letter) => String.fromCodePoint(REGIONAL_INDICATOR_A + letter.charCodeAt(0) - LETTER_A))
    .join('');
}

/** The region code a flag emoji stands for (`🇨🇦` → `CA`), or null if it is not a flag. */
export function regionCodeOfFlag(flag: string): string | null {
  const points = [...flag].map((symbol) => symbol.codePointAt(0) ?? 0);
  if (
    points.length !== 2 ||
    points.some((point) => point < REGIONAL_INDICATOR_A || point > REGIONAL_INDICATOR_A + 25)
  ) {
    return null;
  }
  return points.map((point) => String.fromCharCode(point - REGIONAL_INDICATOR_A + LETTER_A)).join('');
}
