import { z } from 'zod/mini';
import {
  BLOCKED_CARD_NOT_EDITABLE,
  CYCLE_SCHEDULES,
  EXPIRED_CARD_NOT_EDITABLE,
  CARD_MULTI_USE,
  CARD_SINGLE_USE,
  CARD_STATUS_ACTIVE,
  CARD_STATUS_BLOCKED,
  CARD_STATUS_EXPIRED,
} from './messages.js';

/** Card limit maximum (§9). */
export const CARD_LIMIT_MAX = 99_999_999;
/** Physical card PIN length (§9). */
export const PIN_CHARACTERS = 4;
/** Default card currency (§9). */
export const DEFAULT_CARD_CURRENCY = 'CAD';
/** Currencies a card can be issued in. */
export const CARD_CURRENCIES = ['CAD', 'USD'] as const;
/** Card and team grids show 50 per page at 700 px (§9). */
export const CARDS_PAGE_SIZE = 50;
export const CARDS_GRID_HEIGHT = 700;

/** Cycle types (§3); `single_use` belongs to single-use cards, the others to multi-use cards. */
export const CYCLE_TYPES = ['single_use', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type CycleType = (typeof CYCLE_TYPES)[number];
export type MultiUseCycleType = Exclude<CycleType, 'single_use'>;
export const MULTI_USE_CYCLE_TYPES = CYCLE_TYPES.filter((type): type is MultiUseCycleType => type !== 'single_use');

const money = z.coerce.number();
const optionalText = z.nullish(z.string());

// --- API shapes (§3), checked at the seam -------------------------------------------------------

export const cardHistoryEntrySchema = z.object({
  id: z.optional(z.number()),
  history_change_reason: optionalText,
  created_at: optionalText,
});

export const cardSchema = z.object({
  id: z.number(),
  card_name: z.string(),
  user: z.object({ id: z.number(), name: z.string() }),
  single_use: z.boolean(),
  card_limit: z.object({
    transaction_dollar_limit: money,
    custom_cycle_rate: z.nullish(money),
  }),
  cycle_type: z.string(),
  currency_type: z.string(),
  balance: z.nullish(
    z.object({
      available_balance: z.nullish(money),
      amount_spent_in_cycle: z.nullish(money),
      amount_spent: z.nullish(money),
    }),
  ),
  mailing_detail: z.nullish(z.record(z.string(), z.unknown())),
  physical_card: z.nullish(z.boolean()),
  physical_card_address1: optionalText,
  physical_card_address2: optionalText,
  physical_card_city: optionalText,
  physical_card_state: optionalText,
  physical_card_zip: optionalText,
  card_detail: z.nullish(z.object({ date_created: optionalText })),
  created_at: optionalText,
  blocked: z.boolean(),
  expired: z.boolean(),
  history: z.nullish(z.array(cardHistoryEntrySchema)),
});

/** The reveal call's card: the card, its secrets and its history. */
export const revealedCardSchema = z.extend(cardSchema, {
  card_secrets: z.object({ cardNumber: z.string(), expirationDate: z.string(), cvv: z.string() }),
});

export const cardListSchema = z.object({ card: z.array(cardSchema) });
export const cardSearchSchema = z.array(z.object({ card_details: cardSchema }));

export const cardTransactionSchema = z.object({
  id: z.optional(z.number()),
  merchant_name: optionalText,
  transaction_date: optionalText,
  posted_date: optionalText,
  transaction_amount: z.nullish(money),
  transaction_status: optionalText,
});
export const cardTransactionListSchema = z.array(cardTransactionSchema);

export const employeeSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: optionalText,
  is_active: z.nullish(z.boolean()),
  dashboard_ready: z.nullish(z.boolean()),
  assigned_manager: z.nullish(z.object({ manager__id: z.nullish(z.number()), manager__name: optionalText })),
});
export const employeeListSchema = z.array(employeeSchema);

export type Card = z.output<typeof cardSchema>;
export type RevealedCard = z.output<typeof revealedCardSchema>;
export type CardHistoryEntry = z.output<typeof cardHistoryEntrySchema>;
export type CardList = z.output<typeof cardListSchema>;
export type CardTransaction = z.output<typeof cardTransactionSchema>;
export type Employee = z.output<typeof employeeSchema>;

// --- Rules ---------------------------------------------------------------------------------------

export type CardStatus = typeof CARD_STATUS_ACTIVE | typeof CARD_STATUS_BLOCKED | typeof CARD_STATUS_EXPIRED;

/** Active, Blocked or Expired; a card both blocked and expired shows Blocked (§3). */
export function cardStatus(card: Pick<Card, 'blocked' | 'expired'>): CardStatus {
  if (card.blocked) return CARD_STATUS_BLOCKED;
  if (card.expired) return CARD_STATUS_EXPIRED;
  return CARD_STATUS_ACTIVE;
}

/** 'Single-use Burner' or 'Multi-use' (§3). */
export function usageLabel(singleUse: boolean): string {
  return singleUse ? CARD_SINGLE_USE : CARD_MULTI_USE;
}

/** Why a card cannot be edited, or `undefined` when it can (§5). Blocked wins over expired. */
export function editRefusal(card: Pick<Card, 'blocked' | 'expired'>): string | undefined {
  if (card.blocked) return BLOCKED_CARD_NOT_EDITABLE;
  if (card.expired) return EXPIRED_CARD_NOT_EDITABLE;
  return undefined;
}

/**
 * Only employees who accepted their invite (`dashboard_ready`) can be assigned a card (§5); a manager
 * (`teamOf`, their id) assigns within the team: themselves and the members they manage.
 */
export function cardAssignees(employees: readonly Employee[], teamOf?: number): Employee[] {
  return employees.filter(
    (employee) =>
      employee.dashboard_ready === true &&
      (teamOf === undefined || employee.id === teamOf || employee.assigned_manager?.manager__id === teamOf),
  );
}

/** The schedule of a cycle type as help text (§9), or nothing for single use. */
export function cycleSchedule(type: string | null | undefined): string | undefined {
  return type && type in CYCLE_SCHEDULES ? CYCLE_SCHEDULES[type as MultiUseCycleType] : undefined;
}

/** A cycle type as a word: "Monthly". */
export function cycleTypeLabel(type: string): string {
  if (type === 'single_use') return CARD_SINGLE_USE;
  return type.charAt(0).toUpperCase() + type.slice(1);
}

const TRANSACTION_STATUS_LABELS: Record<string, string> = {
  DECLINE: 'Declined',
  POST: 'Posted',
  AUTHORIZATION: 'Authorized',
  REVERSAL: 'Reversed',
  CREDIT: 'Credit',
  APPROVED: 'Approved',
};

/** A card transaction's status in words; DECLINE shows as declined (§3). */
export function transactionStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return TRANSACTION_STATUS_LABELS[status] ?? status;
}
