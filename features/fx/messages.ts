// The spec's texts for the converters and their timed quotes (accounts-payments-recipients.md §4, §5, §8,
// §9). Quoted verbatim; where the spec describes a text without quoting it, the comment says so.

/** Inline banner: the balance does not cover the sell amount (§8). */
export const NOT_ENOUGH_BALANCE = 'You do not have enough balance to make this conversion';
/** Inline banner: the quote crosses the threshold (§8). */
export const THRESHOLD_CROSSED = 'You have crossed the allowed limit of transactions based on your available balance.';

/**
 * The account converter's minimum (§5: "the text says the amount to send must be greater than 100"; the
 * spec gives the sense, not the words: this is its sentence).
 */
export const AMOUNT_MUST_BE_GREATER_THAN_100 = 'The amount to send must be greater than 100';
/** Ours: the side and payment converters' minimum (§5 "at least 1"; the spec has no text). */
export const AMOUNT_MUST_BE_AT_LEAST_1 = 'The amount must be at least 1';

/** The conversion fee's payment text (§9). */
export const PAYMENT_BY_ONE_WORKING_DAY = 'Payment by 1 working day';
/** §9: "conversion of the actual amount may take up to T + 3 working days", as a sentence. */
export const CONVERSION_UP_TO_T_PLUS_3 = 'Conversion of the actual amount may take up to T + 3 working days';
/** §9: "A transfer may take up to 3 working days to show in the account." */
export const TRANSFER_UP_TO_3_WORKING_DAYS = 'A transfer may take up to 3 working days to show in the account.';
/** Conversion type (§9). */
export const CONVERSION_TYPE_EARLIEST = 'Earliest';

/**
 * A failure without the server's own text. The document's one generic failure sentence (§8, the
 * recipients' delete failure), used where a confirm would otherwise fail in silence.
 */
export const SOMETHING_WENT_WRONG = 'Something went wrong please try again or contact support';

/** The conversion flow's buttons and steps (§2, §4). */
export const CONTINUE = 'Continue';
export const CONVERSION_STEPS = ['Review', 'Complete'] as const;

// The spec names the converter's parts but quotes no label for them; these say what each is in the
// spec's own words (§2 "sell and buy amounts", §9 "payment fee", the fee breakdown).
export const SELL_LABEL = 'Sell';
export const BUY_LABEL = 'Buy';
export const PAYMENT_FEE_LABEL = 'Payment fee';
export const CONVERSION_FEE_LABEL = 'Conversion fee';
export const RATE_LABEL = 'Rate';
export const CONVERTED_AMOUNT_LABEL = 'Converted amount';
/** The countdown's accessible name and its expired state; the refresh icon's name (§4). */
export const QUOTE_EXPIRES_IN = 'Quote expires in';
export const QUOTE_EXPIRED = 'Quote expired';
export const REFRESH_QUOTE = 'Refresh quote';

// Described by the spec (§2, §4) without a quoted text; each says it in the spec's words.
export const currencyLabel = (side: string) => `${side} currency`;
export const amountLabel = (side: string) => `${side} amount`;
export const GETTING_A_QUOTE = 'Getting a quote';
/** Ours: the title over the server's reasons for refusing a quote (spec README ruling). */
export const QUOTE_REFUSED = 'No quote for these amounts';
export const CONVERT_TITLE = 'Convert';
export const CONVERSION_TYPE_LABEL = 'Conversion type';
export const CONVERSION_COMPLETE = 'Your conversion is complete';
export const DONE = 'Done';
export const CANCEL = 'Cancel';
export const CONVERSION_CONVERTER_TITLE = 'Currency converter';
/** The public calculator's heading (the route's page name; the spec does not show its content). */
export const CURRENCY_CALCULATOR = 'Currency calculator';
