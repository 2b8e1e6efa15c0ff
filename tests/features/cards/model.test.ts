import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiError, type Card } from 'spend-ui/features';
import { failureMessage } from 'spend-ui/features/internal';
import { CREATE_CARD_FAILURE } from '../../../features/cards/api.js';
import {
  CARD_LIMIT_MAX,
  cardAssignees,
  cardStatus,
  cycleSchedule,
  editRefusal,
  usageLabel,
} from '../../../features/cards/model.js';
import {
  cardFormFromCard,
  emptyCardForm,
  toCreateCardPayload,
  toUpdateCardPayload,
  type CardFormMode,
  type CardFormValues,
} from '../../../features/cards/cardForm.js';
import { cardFormSchema } from '../../../features/cards/schemas.js';
import {
  BLOCKED_CARD_NOT_EDITABLE,
  CARD_FIELD_REQUIRED,
  CARD_LIMIT_NOT_POSITIVE,
  CARD_LIMIT_TOO_HIGH,
  CARD_PIN_LENGTH,
  EXPIRED_CARD_NOT_EDITABLE,
} from '../../../features/cards/messages.js';

const multiUse: CardFormValues = {
  ...emptyCardForm,
  card_name: ' Travel ',
  assignee: '7',
  card_limit: 2500,
  cycle_type: 'monthly',
  cycle_rate: 10000,
};
const physical: CardFormValues = {
  ...multiUse,
  physical_card: true,
  pin: '4821',
  address1: '1200 Bay Street',
  address2: 'Suite 400',
  city: 'Toronto',
  state: 'ON',
  zip: 'M5R 2A5',
  country: 'CA',
};
const singleUse: CardFormValues = {
  ...emptyCardForm,
  card_name: 'Burner',
  assignee: '3',
  usage: 'single',
  card_limit: 40,
};

/** The first message per field, or {} when the form is valid. */
function problems(form: CardFormValues, mode: CardFormMode = 'create'): Record<string, string> {
  const result = cardFormSchema(mode).safeParse(form);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

const card: Card = {
  id: 12,
  card_name: 'Travel',
  user: { id: 7, name: 'Ava Bouchard' },
  single_use: false,
  card_limit: { transaction_dollar_limit: 2500, custom_cycle_rate: 10000 },
  cycle_type: 'weekly',
  currency_type: 'USD',
  blocked: false,
  expired: false,
};

describe('card status', () => {
  it('is Active, Blocked or Expired, and Blocked when both', () => {
    expect(cardStatus({ blocked: false, expired: false })).toBe('Active');
    expect(cardStatus({ blocked: true, expired: false })).toBe('Blocked');
    expect(cardStatus({ blocked: false, expired: true })).toBe('Expired');
    expect(cardStatus({ blocked: true, expired: true })).toBe('Blocked');
  });

  it('refuses edits of blocked cards first, then expired ones', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (blocked, expired) => {
        const refusal = editRefusal({ blocked, expired });
        if (blocked) expect(refusal).toBe(BLOCKED_CARD_NOT_EDITABLE);
        else if (expired) expect(refusal).toBe(EXPIRED_CARD_NOT_EDITABLE);
        else expect(refusal).toBeUndefined();
      }),
    );
  });

  it('names single and multiple use', () => {
    expect(usageLabel(true)).toBe('Single-use Burner');
    expect(usageLabel(false)).toBe('Multi-use');
  });
});

describe('the card form rules', () => {
  it('accepts a complete multi-use, physical and single-use form', () => {
    expect(problems(multiUse)).toEqual({});
    expect(problems(physical)).toEqual({});
    expect(problems(singleUse)).toEqual({});
  });

  it('requires name, assignee, limit and currency', () => {
    expect(problems({ ...emptyCardForm, usage: 'single', currency_type: '' })).toEqual({
      card_name: CARD_FIELD_REQUIRED,
      assignee: CARD_FIELD_REQUIRED,
      card_limit: CARD_FIELD_REQUIRED,
      currency_type: CARD_FIELD_REQUIRED,
    });
  });

  it('accepts a limit exactly when it is above zero and at most 99,999,999', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ noNaN: true }), fc.integer({ min: -10, max: CARD_LIMIT_MAX + 10 })),
        fc.boolean(),
        (limit, single) => {
          const form = single ? { ...singleUse, card_limit: limit } : { ...multiUse, card_limit: limit };
          const message = problems(form).card_limit;
          if (limit > 0 && limit <= CARD_LIMIT_MAX) expect(message).toBeUndefined();
          else if (!Number.isFinite(limit)) expect(message).toBe(CARD_FIELD_REQUIRED);
          else expect(message).toBe(limit <= 0 ? CARD_LIMIT_NOT_POSITIVE : CARD_LIMIT_TOO_HIGH);
        },
      ),
    );
  });

  it('asks cycle type and rate only of multi-use cards, and physical details only of physical multi-use cards', () => {
    const blankExtras = {
      cycle_type: '',
      cycle_rate: Number.NaN,
      pin: '',
      address1: '',
      city: '',
      state: '',
      zip: '',
      country: '',
    };
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (single, wantsPhysical) => {
        const fields = Object.keys(
          problems({ ...multiUse, ...blankExtras, usage: single ? 'single' : 'multi', physical_card: wantsPhysical }),
        ).sort();
        if (single) expect(fields).toEqual([]);
        else if (!wantsPhysical) expect(fields).toEqual(['cycle_rate', 'cycle_type']);
        else expect(fields).toEqual(['address1', 'city', 'country', 'cycle_rate', 'cycle_type', 'pin', 'state', 'zip']);
      }),
    );
  });

  it('reads an emptied money field and a cleared select (null, as the form sets them) as missing', () => {
    const result = cardFormSchema('create').safeParse({
      ...multiUse,
      card_limit: null,
      cycle_rate: null,
      assignee: null,
    });
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message]);
    expect(fields).toEqual([
      ['assignee', CARD_FIELD_REQUIRED],
      ['card_limit', CARD_FIELD_REQUIRED],
      ['cycle_rate', CARD_FIELD_REQUIRED],
    ]);
  });

  it('needs a PIN of exactly 4 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (pin) => {
        expect(problems({ ...physical, pin }).pin).toBe(pin.length === 4 ? undefined : CARD_PIN_LENGTH);
      }),
    );
  });

  it('edit asks name, assignee, limit and a cycle type for multi-use cards, nothing about rate or currency', () => {
    expect(problems({ ...multiUse, cycle_rate: Number.NaN, currency_type: '' }, 'edit')).toEqual({});
    expect(problems({ ...multiUse, cycle_type: '' }, 'edit')).toEqual({ cycle_type: CARD_FIELD_REQUIRED });
  });
});

describe('payloads', () => {
  it('builds the exact create payload of a physical multi-use card', () => {
    expect(toCreateCardPayload(physical)).toEqual({
      card_limits: { transactionDollarLimit: 2500 },
      cardFor: { id: 7, single_use: false },
      extra_spend_limit_details: { customCycleRate: 10000, cycleType: 'monthly' },
      extra_card_details: { card_name: 'Travel', currency_type: 'CAD' },
      physicalCard: true,
      physicalCardPin: '4821',
      physicalCardAddress1: '1200 Bay Street',
      physicalCardAddress2: 'Suite 400',
      physicalCardCity: 'Toronto',
      physicalCardState: 'ON',
      physicalCardZipCode: 'M5R 2A5',
      physicalCardCountry: 'CA',
    });
  });

  it('never sends a physical card, a PIN or a cycle rate for a single-use card', () => {
    const payload = toCreateCardPayload({ ...physical, usage: 'single' });
    expect(payload.physicalCard).toBe(false);
    expect(payload.physicalCardPin).toBe('');
    expect(payload.physicalCardAddress1).toBe('');
    expect(payload.extra_spend_limit_details).toEqual({ customCycleRate: null, cycleType: 'single_use' });
    expect(payload.cardFor).toEqual({ id: 7, single_use: true });
  });

  it('builds the update payload', () => {
    expect(toUpdateCardPayload(multiUse)).toEqual({
      single_use: false,
      cycle_type: 'monthly',
      card_name: 'Travel',
      card_limit: 2500,
      assigned_to: 7,
    });
    expect(toUpdateCardPayload({ ...singleUse, cycle_type: 'weekly' }).cycle_type).toBe('single_use');
  });

  it('starts the edit form from the card', () => {
    const form = cardFormFromCard(card);
    expect(form).toMatchObject({ card_name: 'Travel', assignee: '7', card_limit: 2500, cycle_type: 'weekly' });
    expect(toUpdateCardPayload(form)).toEqual({
      single_use: false,
      cycle_type: 'weekly',
      card_name: 'Travel',
      card_limit: 2500,
      assigned_to: 7,
    });
  });
});

describe('assignees and schedules', () => {
  it('offers only employees who accepted their invite', () => {
    const employees = [
      { id: 1, name: 'Ready', dashboard_ready: true },
      { id: 2, name: 'Invited', dashboard_ready: false },
      { id: 3, name: 'Unknown' },
    ];
    expect(cardAssignees(employees).map((employee) => employee.name)).toEqual(['Ready']);
  });

  it('describes each cycle schedule', () => {
    expect(cycleSchedule('daily')).toBe('daily at 12 AM');
    expect(cycleSchedule('weekly')).toBe('weekly on Monday');
    expect(cycleSchedule('monthly')).toBe('monthly on the 1st');
    expect(cycleSchedule('quarterly')).toBe('quarterly at the last day of the quarter');
    expect(cycleSchedule('yearly')).toBe('yearly on 1 January at 12 AM');
    expect(cycleSchedule('single_use')).toBeUndefined();
  });
});

describe('failure texts of the card calls', () => {
  const answer = (status: number, body: unknown) => new ApiError({ status, body, kind: 'http', message: 'failed' });

  it("creation shows the server's error text, otherwise the catalogue's", () => {
    expect(failureMessage(answer(400, { results: { error: 'Limit too high.' } }), CREATE_CARD_FAILURE)).toBe(
      'Limit too high.',
    );
    expect(failureMessage(answer(500, {}), CREATE_CARD_FAILURE)).toBe('Error creating a card. Please contact admin.');
    expect(failureMessage(new Error('offline'), CREATE_CARD_FAILURE)).toBe(
      'Error creating a card. Please contact admin.',
    );
  });
});
