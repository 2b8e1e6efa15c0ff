import { cardListScope, type CardListScope } from 'spend-ui/features/rules';
import type { MembershipRecord } from '../auth/model.js';
import { roleHolder } from '../auth/roleHolder.js';
import type { CardRecord } from './model.js';
import type { DemoStore } from '../core/store.js';
import { cardSecrets } from './secrets.js';
import { teamUserIds } from '../team/views.js';
import { centralDay, transactionView } from '../transactions/views.js';

/** Whose cards a request may see: the company's, a manager's team's, or the caller's own. */
export type CardReach = CardListScope;

/** What a role may reach at most: whose cards its Cards page lists (features/access `cardListScope`). */
export function widestReach(membership: MembershipRecord): CardReach {
  return cardListScope(roleHolder(membership));
}

/** Whether a card is within a reach of this membership. */
export function cardInReach(
  store: DemoStore,
  card: CardRecord,
  membership: MembershipRecord,
  reach: CardReach,
): boolean {
  if (card.company_id !== membership.company_id) return false;
  if (reach === 'company') return true;
  if (reach === 'team') return teamUserIds(store, membership).has(card.user_id);
  return card.user_id === membership.user_id;
}

/** A card is expired once its expiration date has passed (on the store's clock). */
export function isExpired(store: DemoStore, card: CardRecord): boolean {
  return card.expiration_date < new Date(store.now()).toISOString().slice(0, 10);
}

/** The card as GET /card/card shows it; `reveal` adds its secrets and history. */
export function cardView(store: DemoStore, card: CardRecord, reveal = false) {
  const holder = store.get('users', card.user_id);
  const view = {
    id: card.id,
    card_name: card.card_name,
    user: { id: card.user_id, name: holder?.name ?? '' },
    single_use: card.single_use,
    card_limit: {
      transaction_dollar_limit: card.transaction_dollar_limit,
      custom_cycle_rate: card.custom_cycle_rate,
    },
    cycle_type: card.cycle_type,
    currency_type: card.currency_type,
    balance: {
      available_balance: card.available_balance,
      amount_spent_in_cycle: card.amount_spent_in_cycle,
      amount_spent: card.amount_spent,
    },
    mailing_detail: card.physical_card
      ? {
          apartment: card.physical_card_address2,
          building_name: '',
          building_no: '',
          street_number: '',
          street: card.physical_card_address1,
          city: card.physical_card_city,
          state: card.physical_card_state,
          postal_code: card.physical_card_zip,
          country: card.physical_card_country,
        }
      : null,
    physical_card: card.physical_card,
    physical_card_address1: card.physical_card_address1,
    physical_card_address2: card.physical_card_address2,
    physical_card_city: card.physical_card_city,
    physical_card_state: card.physical_card_state,
    physical_card_zip: card.physical_card_zip,
    card_detail: { date_created: card.created_at },
    created_at: card.created_at,
    blocked: card.blocked,
    expired: isExpired(store, card),
  };
  if (!reveal) return view;
  return {
    ...view,
    card_secrets: { ...cardSecrets(store.seed, card.id), expirationDate: card.expiration_date },
    history: cardHistoryView(store, card.id),
  };
}

export function cardHistoryView(store: DemoStore, cardId: number) {
  return store
    .filter('cardHistory', (entry) => entry.card_id === cardId)
    .map(({ id, history_change_reason, created_at }) => ({ id, history_change_reason, created_at }));
}

/** A card's transactions, newest first, from the transactions table (the same rows the transactions page lists). */
export function cardTransactionsView(store: DemoStore, card: CardRecord) {
  const day = centralDay(store.now());
  return store
    .filter('transactions', (row) => row.card_id === card.id)
    .map((row) => transactionView(store, row, day))
    .sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
}
