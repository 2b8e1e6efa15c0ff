import type { ConverterValues } from './quote.js';

/** Side converter defaults: sell USD 1000, buy INR (§9); the public calculator starts the same. */
export const SIDE_CONVERTER_DEFAULTS: ConverterValues = {
  sellCurrency: 'USD',
  buyCurrency: 'INR',
  fixedSide: 'sell',
  amount: 1000,
};
