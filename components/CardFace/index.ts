export { detectCardBrand, lastFourDigits, maskCardNumber, parseExpiry } from './cardNumber.js';
export type { CardBrand } from './cardNumber.js';
export { CardFace } from './CardFace.js';
export type { CardFaceProps, CardFaceLabels, CardField } from './CardFace.js';
