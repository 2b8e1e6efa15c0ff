// The spec's texts for the Cards page, the card drawer and the card form (cards-transactions-team.md
// §2, §3, §4, §5, §8, §9). Quoted verbatim.

export const CARDS_TITLE = 'Cards';
export const ADD_CARD = 'Add Card';
export const SEARCH_CARDS = 'Search Cards (Card Name, Card Holder Name)';
export const SHOW_NON_ACTIVE_CARDS = 'Show Non-Active Cards';

export const CARD_DETAILS = 'Card Details';
export const CHANGE_HISTORY = 'Change History';
export const TRANSACTIONS_HISTORY = 'Transactions History';
export const CREATE_CARD = 'Create Card';
export const UPDATE_CARD = 'Update Card';

export const CARD_STATUS_ACTIVE = 'Active';
export const CARD_STATUS_BLOCKED = 'Blocked';
export const CARD_STATUS_EXPIRED = 'Expired';
export const CARD_SINGLE_USE = 'Single-use Burner';
export const CARD_MULTI_USE = 'Multi-use';
export const CARD_NOT_APPLICABLE = 'n/a';

export const CARD_BLOCKED = 'The requested card has been blocked';
export const CARD_ACTIVATED = 'The requested card has been activated';
export const CARD_CREATED = 'A card has been created.';
export const CARD_CREATE_FAILED = 'Error creating a card. Please contact admin.';
export const CARD_UPDATED = 'Card successfully updated';
export const CARD_COPIED = 'copied to clipboard';
export const CARD_FORM_ERRORS = 'There are errors in the form, please review and try again later.';
export const BLOCKED_CARD_NOT_EDITABLE = 'Blocked cards need to be unblocked before they can be edited';
export const EXPIRED_CARD_NOT_EDITABLE = 'Expired cards cannot be edited';
export const CARD_TRANSACTIONS_FAILED =
  'There was an error fetching the transaction. Please try again or contact support.';
export const CARD_SEARCH_FAILED = 'Something went wrong, please try again or contact support';

/** Cycle schedules (§9), shown as help text beside the cycle type. */
export const CYCLE_SCHEDULES = {
  daily: 'daily at 12 AM',
  weekly: 'weekly on Monday',
  monthly: 'monthly on the 1st',
  quarterly: 'quarterly at the last day of the quarter',
  yearly: 'yearly on 1 January at 12 AM',
} as const;

// The spec names no text for these; they say what failed in the words of the catalogue's neighbours.
export const CARDS_LOAD_FAILED = 'Something went wrong, please try again or contact support';
export const CARD_REVEAL_FAILED = 'Something went wrong, please try again or contact support';
export const CARD_STATUS_FAILED = 'Something went wrong, please try again or contact support';
export const CARD_UPDATE_FAILED = 'Something went wrong, please try again or contact support';
export const CARD_FIELD_REQUIRED = 'This field is required';
export const CARD_LIMIT_NOT_POSITIVE = 'The card limit must be greater than zero';
export const CARD_LIMIT_TOO_HIGH = 'The card limit cannot be more than 99,999,999';
export const CARD_CYCLE_RATE_NOT_POSITIVE = 'The cycle rate must be greater than zero';
export const CARD_CYCLE_RATE_TOO_HIGH = 'The cycle rate cannot be more than 99,999,999';
export const CARD_PIN_LENGTH = 'The PIN must be 4 characters';
export const NO_CARDS = 'No cards to show';
export const CARD_NO_CHANGES = 'No changes yet';
export const NO_CARD_TRANSACTIONS = 'No transactions on this card yet';
