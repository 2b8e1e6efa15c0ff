import type { HttpHandler } from 'msw';
import { cardInReach, cardTransactionsView, cardView, isExpired, widestReach, type CardReach } from './views.js';
import {
  forbidden,
  isObject,
  json,
  readJson,
  text,
  type AuthenticatedContext,
  type RouteBuilder,
} from '../core/http.js';
import type { MembershipRecord } from '../auth/model.js';
import type { CardRecord } from './model.js';
import type { DemoStore } from '../core/store.js';
import { secretDigest } from '../core/passwordDigest.js';
import { selectedMembership } from '../auth/views.js';
import { memberDashboardReady } from '../team/views.js';
import { textTooLong } from '../core/textLimits.js';
import {
  CARD_CURRENCIES,
  CARD_FIELD_REQUIRED,
  CARD_PIN_LENGTH,
  MULTI_USE_CYCLE_TYPES,
  PIN_CHARACTERS,
  cardLimitProblem,
  cycleRateProblem,
} from 'spend-ui/features/rules';

/*
 * Company cards (cards-transactions-team.md §7). Errors of the card calls answer 400 {results: {error}}.
 * GET  /card/card?card-scale=company|team&blocked=true|false  → {results: {card: [...]}}. Without a
 *      scale the caller's own cards; company needs role 1, team role 1 or 3 (403 otherwise). blocked=true
 *      lists every card, otherwise only active ones (neither blocked nor expired).
 * GET  /card/card/search?search=text&card-scale → {results: [{card_details}]}: name or holder name contains
 *      the text, among the cards of the scale as the list reads it (own without one; 403 beyond the role).
 * GET  /card/card/{id}/reveal → {results: card with card_secrets and history}; 404 outside the reach.
 * POST /card/card (roles 1 and 3, guarded by the UI's capabilities: 403 otherwise) → 201 {results: card}.
 * PATCH /card/card/{id} (roles 1 and 3) {single_use, cycle_type, card_name, card_limit, assigned_to}
 *      → {results: card with history}; blocked and expired cards are refused.
 * POST /card/card/{id}/status/block | /status/activate (roles 1 and 3) → {results: card}.
 * GET  /card/card/transaction/history/{cardId} → {results: [transaction]}.
 */

const isCardCurrency = (currency: string) => CARD_CURRENCIES.some((offered) => offered === currency);
const isMultiUseCycle = (cycle: string) => MULTI_USE_CYCLE_TYPES.some((offered) => offered === cycle);

export const cardMessages = {
  holderNotFound: 'The selected employee cannot be assigned a card.',
  cycleTypeInvalid: 'Choose a cycle type for multi-use cards.',
  currencyInvalid: 'Choose CAD or USD.',
  physicalSingleUse: 'Physical cards can only be multi-use cards.',
  addressRequired: 'A physical card needs a mailing address.',
  blockedNotEditable: 'Blocked cards need to be unblocked before they can be edited',
  expiredNotEditable: 'Expired cards cannot be edited',
  alreadyBlocked: 'This card is already blocked.',
  alreadyActive: 'This card is already active.',
  expiredCannotActivate: 'Expired cards cannot be activated.',
  cardNotFound: 'Card not found.',
} as const;

// The card calls answer their 400s as {results: {error}} (§8), not as a field-error map, so
// `fieldErrors` does not fit them.
const cardError = (error: string, status = 400) => json({ results: { error } }, status);

function callerMembership(context: AuthenticatedContext): MembershipRecord | undefined {
  return selectedMembership(context.store, context.user);
}

function reachableCard(context: AuthenticatedContext, membership: MembershipRecord): CardRecord | undefined {
  const id = Number(context.params.id ?? context.params.cardId);
  const card = Number.isInteger(id) ? context.store.get('cards', id) : undefined;
  return card && cardInReach(context.store, card, membership, widestReach(membership)) ? card : undefined;
}

function asAmount(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : Number(text(value));
  return text(value) === '' || !Number.isFinite(number) ? undefined : number;
}

/** The card form's limit rule (its messages) over a sent amount; one missing or not a number reads as empty. */
function limitProblem(value: unknown): string | undefined {
  return cardLimitProblem(asAmount(value) ?? Number.NaN);
}

/** The holder a card may be given to: a dashboard-ready member within the caller's reach. */
function holderProblem(store: DemoStore, caller: MembershipRecord, holderId: number): string | undefined {
  const membership = store.find(
    'memberships',
    (entry) => entry.user_id === holderId && entry.company_id === caller.company_id,
  );
  const user = store.get('users', holderId);
  const company = store.get('companies', caller.company_id);
  const banks = store.filter('bankAccounts', (bank) => bank.company_id === caller.company_id).length;
  if (!membership || !user || !memberDashboardReady(user, membership, company, banks))
    return cardMessages.holderNotFound;
  const probe = { company_id: caller.company_id, user_id: holderId } as CardRecord;
  return cardInReach(store, probe, caller, widestReach(caller)) ? undefined : cardMessages.holderNotFound;
}

function readCreate(body: Record<string, unknown>, store: DemoStore, caller: MembershipRecord) {
  const cardFor = isObject(body.cardFor) ? body.cardFor : {};
  const details = isObject(body.extra_card_details) ? body.extra_card_details : {};
  const limits = isObject(body.card_limits) ? body.card_limits : {};
  const spend = isObject(body.extra_spend_limit_details) ? body.extra_spend_limit_details : {};
  const singleUse = cardFor.single_use === true;
  const physical = body.physicalCard === true;
  const name = text(details.card_name);
  const currency = text(details.currency_type) || 'CAD';
  const cycleType = singleUse ? 'single_use' : text(spend.cycleType) || 'monthly';
  const rate = asAmount(spend.customCycleRate);
  const holder = Number(cardFor.id);
  const tooLong = textTooLong({
    card_name: [name, 'title'],
    ...(physical && {
      physicalCardAddress1: [text(body.physicalCardAddress1), 'addressLine'],
      physicalCardAddress2: [text(body.physicalCardAddress2), 'addressLine'],
      physicalCardCity: [text(body.physicalCardCity), 'place'],
      physicalCardState: [text(body.physicalCardState), 'place'],
      physicalCardZipCode: [text(body.physicalCardZipCode), 'postalCode'],
    }),
  });
  const problem =
    (!name && CARD_FIELD_REQUIRED) ||
    tooLong?.[1] ||
    holderProblem(store, caller, holder) ||
    limitProblem(limits.transactionDollarLimit) ||
    (!isCardCurrency(currency) && cardMessages.currencyInvalid) ||
    (!singleUse && cycleRateProblem(rate ?? Number.NaN)) ||
    (!singleUse && !isMultiUseCycle(cycleType) && cardMessages.cycleTypeInvalid) ||
    (physical && singleUse && cardMessages.physicalSingleUse) ||
    (physical && text(body.physicalCardPin).length !== PIN_CHARACTERS && CARD_PIN_LENGTH) ||
    (physical &&
      [
        'physicalCardAddress1',
        'physicalCardCity',
        'physicalCardState',
        'physicalCardZipCode',
        'physicalCardCountry',
      ].some((field) => !text(body[field])) &&
      cardMessages.addressRequired);
  if (problem) return problem;
  return {
    holder,
    name,
    currency,
    singleUse,
    cycleType,
    rate: singleUse ? null : (rate ?? null),
    limit: asAmount(limits.transactionDollarLimit) ?? 0,
    physical,
  };
}

function historyEntry(store: DemoStore, card: CardRecord, reason: string) {
  store.insert('cardHistory', {
    card_id: card.id,
    history_change_reason: reason,
    created_at: new Date(store.now()).toISOString(),
  });
}

function listCards(context: AuthenticatedContext, membership: MembershipRecord, reach: CardReach, all: boolean) {
  const { store } = context;
  return store
    .filter('cards', (card) => cardInReach(store, card, membership, reach))
    .filter((card) => all || (!card.blocked && !isExpired(store, card)))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((card) => cardView(store, card));
}

function requestedReach(scale: string, membership: MembershipRecord): CardReach | undefined {
  const widest = widestReach(membership);
  if (scale === '') return 'own';
  if (scale === 'company') return widest === 'company' ? 'company' : undefined;
  if (scale === 'team') return widest === 'own' ? undefined : 'team';
  return undefined;
}

export function cardHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.authenticated('get', '/card/card', (context) => {
      const membership = callerMembership(context);
      if (!membership) return forbidden();
      const query = new URL(context.request.url).searchParams;
      const reach = requestedReach(query.get('card-scale') ?? '', membership);
      if (!reach) return forbidden();
      return json({ results: { card: listCards(context, membership, reach, query.get('blocked') === 'true') } });
    }),

    routes.authenticated('get', '/card/card/search', (context) => {
      const membership = callerMembership(context);
      if (!membership) return forbidden();
      const query = new URL(context.request.url).searchParams;
      const search = (query.get('search') ?? '').trim().toLowerCase();
      const reach = requestedReach(query.get('card-scale') ?? '', membership);
      if (!reach) return forbidden();
      const results = listCards(context, membership, reach, true)
        .filter(
          (card) => card.card_name.toLowerCase().includes(search) || card.user.name.toLowerCase().includes(search),
        )
        .map((card) => ({ card_details: card }));
      return json({ results });
    }),

    routes.authenticated('get', '/card/card/transaction/history/:cardId', (context) => {
      const membership = callerMembership(context);
      const card = membership && reachableCard(context, membership);
      if (!card) return json({ detail: cardMessages.cardNotFound }, 404);
      return json({ results: cardTransactionsView(context.store, card) });
    }),

    routes.authenticated('get', '/card/card/:id/reveal', (context) => {
      const membership = callerMembership(context);
      const card = membership && reachableCard(context, membership);
      if (!card) return json({ detail: cardMessages.cardNotFound }, 404);
      return json({ results: cardView(context.store, card, true) });
    }),

    routes.guarded('post', '/card/card', 'cards.create', async (context) => {
      const membership = callerMembership(context);
      if (!membership) return forbidden();
      const { store } = context;
      const body = await readJson(context.request);
      const read = readCreate(body, store, membership);
      if (typeof read === 'string') return cardError(read);
      const physicalText = (field: string) => (read.physical ? text(body[field]) : '');
      const now = store.now();
      const card = store.insert('cards', {
        company_id: membership.company_id,
        user_id: read.holder,
        card_name: read.name,
        single_use: read.singleUse,
        transaction_dollar_limit: read.limit,
        custom_cycle_rate: read.rate,
        cycle_type: read.cycleType,
        currency_type: read.currency,
        available_balance: read.rate ?? read.limit,
        amount_spent_in_cycle: read.singleUse ? null : 0,
        amount_spent: 0,
        physical_card: read.physical,
        physical_card_pin_digest: read.physical ? secretDigest(text(body.physicalCardPin)) : '',
        physical_card_address1: physicalText('physicalCardAddress1'),
        physical_card_address2: physicalText('physicalCardAddress2'),
        physical_card_city: physicalText('physicalCardCity'),
        physical_card_state: physicalText('physicalCardState'),
        physical_card_zip: physicalText('physicalCardZipCode'),
        physical_card_country: physicalText('physicalCardCountry'),
        expiration_date: new Date(now + 3 * 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
        blocked: false,
        created_at: new Date(now).toISOString(),
      });
      historyEntry(store, card, 'Card created');
      return json({ results: cardView(store, card, true) }, 201);
    }),

    routes.guarded('patch', '/card/card/:id', 'cards.edit', async (context) => {
      const membership = callerMembership(context);
      if (!membership) return forbidden();
      const card = reachableCard(context, membership);
      const { store } = context;
      if (!card) return json({ detail: cardMessages.cardNotFound }, 404);
      if (card.blocked) return cardError(cardMessages.blockedNotEditable);
      if (isExpired(store, card)) return cardError(cardMessages.expiredNotEditable);
      const body = await readJson(context.request);
      const singleUse = typeof body.single_use === 'boolean' ? body.single_use : card.single_use;
      const cycleType = singleUse ? 'single_use' : text(body.cycle_type) || card.cycle_type;
      const name = body.card_name === undefined ? card.card_name : text(body.card_name);
      const holder = body.assigned_to === undefined ? card.user_id : Number(body.assigned_to);
      const problem =
        (!name && CARD_FIELD_REQUIRED) ||
        textTooLong({ card_name: [name, 'title'] })?.[1] ||
        (body.card_limit !== undefined && limitProblem(body.card_limit)) ||
        (!singleUse && !isMultiUseCycle(cycleType) && cardMessages.cycleTypeInvalid) ||
        (holder !== card.user_id && holderProblem(store, membership, holder)) ||
        (singleUse && card.physical_card && cardMessages.physicalSingleUse);
      if (problem) return cardError(problem);
      const limit = body.card_limit === undefined ? card.transaction_dollar_limit : (asAmount(body.card_limit) ?? 0);
      const changes: string[] = [];
      if (name !== card.card_name) changes.push(`Card name changed from ${card.card_name} to ${name}`);
      if (limit !== card.transaction_dollar_limit) {
        changes.push(`Card limit changed from ${card.transaction_dollar_limit} to ${limit}`);
      }
      if (singleUse !== card.single_use)
        changes.push(singleUse ? 'Card changed to single use' : 'Card changed to multi-use');
      if (cycleType !== card.cycle_type && !singleUse)
        changes.push(`Cycle type changed from ${card.cycle_type} to ${cycleType}`);
      if (holder !== card.user_id) {
        changes.push(
          `Card assigned to ${store.get('users', holder)?.name ?? ''} (was ${store.get('users', card.user_id)?.name ?? ''})`,
        );
      }
      const updated = store.update('cards', card.id, {
        card_name: name,
        transaction_dollar_limit: limit,
        single_use: singleUse,
        cycle_type: cycleType,
        custom_cycle_rate: singleUse ? null : (card.custom_cycle_rate ?? limit),
        user_id: holder,
      });
      for (const change of changes) historyEntry(store, updated, change);
      return json({ results: cardView(store, updated, true) });
    }),

    ...(['block', 'activate'] as const).map((action) =>
      routes.guarded('post', `/card/card/:id/status/${action}`, 'cards.toggle-status', (context) => {
        const membership = callerMembership(context);
        if (!membership) return forbidden();
        const card = reachableCard(context, membership);
        const { store } = context;
        if (!card) return cardError(cardMessages.cardNotFound, 404);
        if (action === 'block' && card.blocked) return cardError(cardMessages.alreadyBlocked);
        if (action === 'activate' && !card.blocked) return cardError(cardMessages.alreadyActive);
        if (action === 'activate' && isExpired(store, card)) return cardError(cardMessages.expiredCannotActivate);
        const updated = store.update('cards', card.id, { blocked: action === 'block' });
        historyEntry(store, updated, action === 'block' ? 'Card blocked' : 'Card activated');
        return json({ results: cardView(store, updated) });
      }),
    ),
  ];
}
