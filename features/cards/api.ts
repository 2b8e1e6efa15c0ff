import { cardListScope, cardScale } from '../access/scopes.js';
import type { User } from '../session/user.js';
import { fromErrors, fromResults, useApiAction, useApiQuery, useApiRowAction, type FailureText } from '../api/index.js';
import {
  CARD_ACTIVATED,
  CARD_BLOCKED,
  CARD_CREATE_FAILED,
  CARD_CREATED,
  CARD_UPDATE_FAILED,
  CARD_UPDATED,
  CARD_STATUS_FAILED,
} from './messages.js';
import {
  cardListSchema,
  cardSearchSchema,
  cardTransactionListSchema,
  employeeListSchema,
  revealedCardSchema,
} from './schemas.js';
import type { RevealedCard } from './model.js';
import type { CreateCardPayload, UpdateCardPayload } from './cardForm.js';

const CARDS = '/card/card';

/** The cards this user's page lists: company (role 1), team (role 3) or their own; `showNonActive` adds blocked and expired ones. */
export function useCards(user: User | null | undefined, showNonActive: boolean) {
  const scale = cardScale(cardListScope(user));
  return useApiQuery(CARDS, { 'card-scale': scale, blocked: showNonActive }, { schema: cardListSchema });
}

/**
 * Cards whose name or holder name contains the text (sent lower-cased), within the cards the page lists
 * (the same `card-scale`); no request for blank text.
 */
export function useCardSearch(user: User | null | undefined, search: string) {
  const text = search.trim().toLowerCase();
  const scale = cardScale(cardListScope(user));
  return useApiQuery(
    text ? `${CARDS}/search` : null,
    { search: text, 'card-scale': scale },
    { schema: cardSearchSchema },
  );
}

/** A card with number, expiry, CVV and history, fetched while the drawer shows it and dropped after. */
export function useRevealedCard(cardId: number | null) {
  return useApiQuery(cardId === null ? null : `${CARDS}/${cardId}/reveal`, undefined, {
    schema: revealedCardSchema,
    forgetOnUnmount: true,
  });
}

/** The card's transactions (Transactions History tab). */
export function useCardTransactions(cardId: number | null) {
  return useApiQuery(cardId === null ? null : `${CARDS}/transaction/history/${cardId}`, undefined, {
    schema: cardTransactionListSchema,
  });
}

/** The company's employees (the form offers those with dashboard_ready); no request when `enabled` is false. */
export function useEmployees(enabled: boolean) {
  return useApiQuery(enabled ? '/auth/company/employee' : null, undefined, { schema: employeeListSchema });
}

/** Card status change: the server's results.error (§8). */
const STATUS_FAILURE: FailureText = { server: fromResults('error'), fallback: CARD_STATUS_FAILED };

/**
 * Blocks (`active` false) or activates (`active` true) a card, one request per card at a time: the grid
 * may send several cards' changes side by side.
 */
export function useSetCardStatus() {
  return useApiRowAction(
    async (client, cardId: number, active: boolean) => {
      await client.post<unknown>(`${CARDS}/${cardId}/status/${active ? 'activate' : 'block'}`);
      return active;
    },
    {
      success: (active) => (active ? CARD_ACTIVATED : CARD_BLOCKED),
      failure: STATUS_FAILURE,
      revalidate: [CARDS],
    },
  );
}

/** Card creation error: the server's error text, otherwise the catalogue's (§8). */
export const CREATE_CARD_FAILURE: FailureText = {
  server: [fromResults('error'), fromErrors],
  fallback: CARD_CREATE_FAILED,
};

/** Creates a card (POST /card/card); the answer is the card. */
export function useCreateCard(options: { onSuccess?: () => void; onFailure?: (error: unknown) => void } = {}) {
  return useApiAction(
    async (client, payload: CreateCardPayload) => {
      const body = await client.post<{ results: RevealedCard }>(CARDS, payload);
      return body.results;
    },
    { success: CARD_CREATED, failure: CREATE_CARD_FAILURE, revalidate: [CARDS], ...options },
  );
}

/** Updates a card (PATCH card/card/{id}); the open card and the list are read again. */
export function useUpdateCard(options: { onSuccess?: () => void } = {}) {
  return useApiAction(
    (client, cardId: number, payload: UpdateCardPayload) => client.patch<unknown>(`${CARDS}/${cardId}`, payload),
    {
      success: CARD_UPDATED,
      failure: { server: fromResults('error'), fallback: CARD_UPDATE_FAILED },
      revalidate: [CARDS],
      ...options,
    },
  );
}
