import {
  CARD_CYCLE_RATE_NOT_POSITIVE,
  CARD_CYCLE_RATE_TOO_HIGH,
  CARD_FIELD_REQUIRED,
  CARD_LIMIT_NOT_POSITIVE,
  CARD_LIMIT_TOO_HIGH,
} from './messages.js';
import { CARD_LIMIT_MAX, DEFAULT_CARD_CURRENCY, type Card, type CycleType } from './model.js';

// The card form (§5): its values and the create and update payloads; its rules are in schemas.ts.

/** Single or multiple use, as the form's radio tiles hold it. */
export type CardUse = 'single' | 'multi';

/** What the create and edit forms hold. Amounts are numbers; NaN stands for an empty number field. */
export interface CardFormValues {
  card_name: string;
  /** The assignee's employee id, as the select holds it. */
  assignee: string;
  usage: CardUse;
  card_limit: number;
  currency_type: string;
  cycle_type: string;
  cycle_rate: number;
  physical_card: boolean;
  pin: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export const emptyCardForm: CardFormValues = {
  card_name: '',
  assignee: '',
  usage: 'multi',
  card_limit: Number.NaN,
  currency_type: DEFAULT_CARD_CURRENCY,
  cycle_type: '',
  cycle_rate: Number.NaN,
  physical_card: false,
  pin: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  country: 'CA',
};

export type CardFormMode = 'create' | 'edit';

/** The problem with an amount: required, greater than zero, at most 99,999,999; `undefined` when fine. */
export function cardAmountProblem(value: number, tooSmall: string, tooLarge: string): string | undefined {
  if (!Number.isFinite(value)) return CARD_FIELD_REQUIRED;
  if (value <= 0) return tooSmall;
  if (value > CARD_LIMIT_MAX) return tooLarge;
  return undefined;
}

/** The card limit's problem (required, above zero, at most 99,999,999; NaN when empty), as the form and the server say it. */
export function cardLimitProblem(value: number): string | undefined {
  return cardAmountProblem(value, CARD_LIMIT_NOT_POSITIVE, CARD_LIMIT_TOO_HIGH);
}

/** A multi-use card's cycle rate's problem, as the form and the server say it. */
export function cycleRateProblem(value: number): string | undefined {
  return cardAmountProblem(value, CARD_CYCLE_RATE_NOT_POSITIVE, CARD_CYCLE_RATE_TOO_HIGH);
}

/** The create call's payload (§7), exactly; physical fields are empty unless a multi-use physical card. */
export interface CreateCardPayload {
  card_limits: { transactionDollarLimit: number };
  cardFor: { id: number; single_use: boolean };
  /**
   * `customCycleRate` as §7 lists it; `cycleType` beside it, because §7's payload has no other place
   * for the cycle type the form requires for multi-use cards.
   */
  extra_spend_limit_details: { customCycleRate: number | null; cycleType: CycleType };
  extra_card_details: { card_name: string; currency_type: string };
  physicalCard: boolean;
  physicalCardPin: string;
  physicalCardAddress1: string;
  physicalCardAddress2: string;
  physicalCardCity: string;
  physicalCardState: string;
  physicalCardZipCode: string;
  physicalCardCountry: string;
}

function cycleTypeOf(form: Pick<CardFormValues, 'usage' | 'cycle_type'>): CycleType {
  return form.usage === 'single' ? 'single_use' : (form.cycle_type as CycleType);
}

/** Builds POST /card/card from a valid form. */
export function toCreateCardPayload(form: CardFormValues): CreateCardPayload {
  const singleUse = form.usage === 'single';
  const physical = !singleUse && form.physical_card;
  const physicalText = (value: string) => (physical ? value.trim() : '');
  return {
    card_limits: { transactionDollarLimit: form.card_limit },
    cardFor: { id: Number(form.assignee), single_use: singleUse },
    extra_spend_limit_details: {
      customCycleRate: singleUse ? null : form.cycle_rate,
      cycleType: cycleTypeOf(form),
    },
    extra_card_details: { card_name: form.card_name.trim(), currency_type: form.currency_type },
    physicalCard: physical,
    physicalCardPin: physical ? form.pin : '',
    physicalCardAddress1: physicalText(form.address1),
    physicalCardAddress2: physicalText(form.address2),
    physicalCardCity: physicalText(form.city),
    physicalCardState: physicalText(form.state),
    physicalCardZipCode: physicalText(form.zip),
    physicalCardCountry: physicalText(form.country),
  };
}

/** The update call's payload (§7). */
export interface UpdateCardPayload {
  single_use: boolean;
  cycle_type: CycleType;
  card_name: string;
  card_limit: number;
  assigned_to: number;
}

/** The form's values as the rules read them: money fields may hold `null` (emptied). */
/** What the card form's fields hold before its rules run: an emptied number or select is `null`. */
export interface CardFormInput extends Omit<
  CardFormValues,
  'assignee' | 'card_limit' | 'currency_type' | 'cycle_type' | 'cycle_rate'
> {
  assignee: string | null;
  card_limit: number | null;
  currency_type: string | null;
  cycle_type: string | null;
  cycle_rate: number | null;
}

/** Builds PATCH card/card/{id} from a valid form. */
export function toUpdateCardPayload(form: CardFormValues): UpdateCardPayload {
  return {
    single_use: form.usage === 'single',
    cycle_type: cycleTypeOf(form),
    card_name: form.card_name.trim(),
    card_limit: form.card_limit,
    assigned_to: Number(form.assignee),
  };
}

/** The edit form's starting values from a card. */
export function cardFormFromCard(card: Card): CardFormValues {
  return {
    ...emptyCardForm,
    card_name: card.card_name,
    assignee: String(card.user.id),
    usage: card.single_use ? 'single' : 'multi',
    card_limit: card.card_limit.transaction_dollar_limit,
    currency_type: card.currency_type,
    cycle_type: card.single_use ? '' : card.cycle_type,
    cycle_rate: card.card_limit.custom_cycle_rate ?? Number.NaN,
    physical_card: card.physical_card ?? false,
  };
}
