/** Rows of the cards domain (cards-transactions-team.md §3 "Card"). */

/**
 * A company card (cards-transactions-team.md §3). Its number and CVV are not kept: reveal derives them
 * (`cardSecrets`), as a real backend would ask its card processor.
 */
export interface CardRecord {
  id: number;
  company_id: number;
  /** The holder (a user id). */
  user_id: number;
  card_name: string;
  single_use: boolean;
  transaction_dollar_limit: number;
  /** Spend allowed per cycle; null for single-use cards. */
  custom_cycle_rate: number | null;
  /** single_use, daily, weekly, monthly, quarterly or yearly. */
  cycle_type: string;
  currency_type: string;
  available_balance: number;
  amount_spent_in_cycle: number | null;
  amount_spent: number;
  physical_card: boolean;
  /** `secretDigest(pin)` of a physical card ('' otherwise): the PIN itself is never kept. */
  physical_card_pin_digest: string;
  physical_card_address1: string;
  physical_card_address2: string;
  physical_card_city: string;
  physical_card_state: string;
  physical_card_zip: string;
  physical_card_country: string;
  /** `YYYY-MM-DD`, the last day the card can be used. */
  expiration_date: string;
  blocked: boolean;
  /** ISO timestamp. */
  created_at: string;
}

/** One change of a card, as its Change History tab lists it. */
export interface CardHistoryRecord {
  id: number;
  card_id: number;
  history_change_reason: string;
  /** ISO timestamp. */
  created_at: string;
}

export interface CardTables {
  cards: CardRecord[];
  cardHistory: CardHistoryRecord[];
}

export function emptyCardTables(): CardTables {
  return { cards: [], cardHistory: [] };
}
