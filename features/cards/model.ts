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

// --- API shapes (§3), checked at the seam by the schemas of schemas.ts ------------------------------

export interface CardHistoryEntry {
  id?: number;
  history_change_reason?: string | null;
  created_at?: string | null;
}

export interface Card {
  id: number;
  card_name: string;
  user: { id: number; name: string };
  single_use: boolean;
  card_limit: { transaction_dollar_limit: number; custom_cycle_rate?: number | null };
  cycle_type: string;
  currency_type: string;
  balance?: {
    available_balance?: number | null;
    amount_spent_in_cycle?: number | null;
    amount_spent?: number | null;
  } | null;
  mailing_detail?: Record<string, unknown> | null;
  physical_card?: boolean | null;
  physical_card_address1?: string | null;
  physical_card_address2?: string | null;
  physical_card_city?: string | null;
  physical_card_state?: string | null;
  physical_card_zip?: string | null;
  card_detail?: { date_created?: string | null } | null;
  created_at?: string | null;
  blocked: boolean;
  expired: boolean;
  history?: CardHistoryEntry[] | null;
}

/** The reveal call's card: the card, its secrets and its history. */
export interface RevealedCard extends Card {
  card_secrets: { cardNumber: string; expirationDate: string; cvv: string };
}

export interface CardList {
  card: Card[];
}

export interface CardTransaction {
  id?: number;
  merchant_name?: string | null;
  transaction_date?: string | null;
  posted_date?: string | null;
  transaction_amount?: number | null;
  transaction_status?: string | null;
}

export interface Employee {
  id: number;
  name: string;
  email?: string | null;
  is_active?: boolean | null;
  dashboard_ready?: boolean | null;
  assigned_manager?: { manager__id?: number | null; manager__name?: string | null } | null;
}

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
