import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addChip, removeChipAt, type ChipItem } from '../../../components/ChipsInput/addChip.js';
import { ApiError } from 'spend-ui/features';
import { failureMessage } from 'spend-ui/features/internal';
import { FORM_HAS_ERRORS } from '../../../features/forms/messages.js';
import { SETTINGS_SAVE_FAILURE } from '../../../features/settings/api.js';
import {
  SETTINGS_THRESHOLD_MAX,
  settingsTab,
  thresholdProblem,
  toListChange,
  toSettingsForm,
  toSettingsPatch,
  type SettingChip,
  type SettingEntry,
} from '../../../features/settings/model.js';
import { companySettingSchema, settingsFormSchema } from '../../../features/settings/schemas.js';
import {
  SETTINGS_FIELD_REQUIRED,
  SETTINGS_THRESHOLD_NEGATIVE,
  SETTINGS_THRESHOLD_NOT_NUMERIC,
  SETTINGS_THRESHOLD_TOO_HIGH,
  SETTINGS_UPDATE_FAILED,
} from '../../../features/settings/messages.js';

/** Saved entries: distinct ids, distinct names (case-insensitively), as the server keeps them. */
const savedEntries = fc
  .uniqueArray(
    fc.string({ minLength: 1, maxLength: 10 }).map((name) => name.trim() || 'x'),
    {
      selector: (name) => name.toLowerCase(),
      maxLength: 8,
    },
  )
  .chain((names) =>
    fc
      .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: names.length, maxLength: names.length })
      .map((ids) => names.map((name, index): SettingEntry => ({ id: ids[index] ?? index, name }))),
  );

/** What a user does to the chips: type a value and press Enter, or remove the chip at a place. */
type Edit = { kind: 'add'; text: string } | { kind: 'remove'; at: number };
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), text: fc.string({ maxLength: 10 }) }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
);

/** Applies the edits with the ChipsInput's own rules (Enter adds, Delete removes). */
function applyEdits(start: readonly ChipItem[], edits: readonly Edit[]) {
  let chips: ChipItem[] = [...start];
  for (const step of edits) {
    if (step.kind === 'add') {
      const result = addChip(chips, step.text);
      if (result.status === 'added') chips = result.chips;
    } else if (chips.length > 0) {
      chips = removeChipAt(chips, step.at % chips.length);
    }
  }
  return chips;
}

/** The server's side of §7: keep the listed ids (drop the rest), then add the names. */
function serverApplies(entries: readonly SettingEntry[], change: { id: number[]; names: string[] }): string[] {
  return [...entries.filter((entry) => change.id.includes(entry.id)).map((entry) => entry.name), ...change.names];
}

const asSettingChips = (chips: readonly ChipItem[]): SettingChip[] =>
  chips.map((chip) => (typeof chip.id === 'number' ? { id: chip.id, name: chip.name } : { name: chip.name }));

describe('the save payload (§7 {id[], names[]})', () => {
  it('sends the ids of the kept entries and the names of the added ones, whatever was added and removed', () => {
    fc.assert(
      fc.property(savedEntries, fc.array(edit, { maxLength: 20 }), (entries, edits) => {
        const chips = asSettingChips(applyEdits(entries, edits));
        const change = toListChange(chips);
        const keptIds = chips.flatMap((chip) => (chip.id === undefined ? [] : [chip.id]));
        const removed = entries.filter((entry) => !keptIds.includes(entry.id));
        // Kept: exactly the saved entries still on screen, by id, in screen order.
        expect(change.id).toEqual(keptIds);
        for (const entry of removed) expect(change.id).not.toContain(entry.id);
        // Added: exactly the typed chips, by name, in screen order; never an id guessed from a name.
        expect(change.names).toEqual(chips.filter((chip) => chip.id === undefined).map((chip) => chip.name));
        expect(change.id.every((id) => entries.some((entry) => entry.id === id))).toBe(true);
        // The server ends with the names the user sees.
        expect(serverApplies(entries, change).sort()).toEqual(chips.map((chip) => chip.name).sort());
      }),
    );
  });

  it('re-adding a removed name sends it as a new name, not the old id', () => {
    const entries = [
      { id: 4, name: 'Finance' },
      { id: 9, name: 'Sales' },
    ];
    const chips = applyEdits(entries, [
      { kind: 'remove', at: 0 },
      { kind: 'add', text: ' Finance ' },
    ]);
    expect(toListChange(asSettingChips(chips))).toEqual({ id: [9], names: ['Finance'] });
  });

  it('an unchanged form sends every id, no names, and the thresholds', () => {
    fc.assert(
      fc.property(
        savedEntries,
        savedEntries,
        fc.nat({ max: 1000 }),
        fc.nat({ max: 1000 }),
        (departments, locations, receipt, memo) => {
          const setting = companySettingSchema.parse({
            billing_address: '1 Main St',
            department: departments,
            location: locations,
            receipt_threshold: receipt,
            memo_threshold: memo,
          });
          expect(toSettingsPatch(toSettingsForm(setting))).toEqual({
            departments: { id: departments.map((entry) => entry.id), names: [] },
            locations: { id: locations.map((entry) => entry.id), names: [] },
            receipt_threshold: receipt,
            memo_threshold: memo,
          });
        },
      ),
    );
  });

  it('has exactly the §7 keys', () => {
    const patch = toSettingsPatch({
      departments: [{ id: 1, name: 'Finance' }, { name: 'Legal' }],
      locations: [],
      receipt_threshold: 75,
      memo_threshold: 25.5,
    });
    expect(patch).toEqual({
      departments: { id: [1], names: ['Legal'] },
      locations: { id: [], names: [] },
      receipt_threshold: 75,
      memo_threshold: 25.5,
    });
  });
});

describe('threshold rules (§5: numeric dollar amounts)', () => {
  it('accepts any amount from 0 to the limit', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: SETTINGS_THRESHOLD_MAX, noNaN: true }), (amount) => {
        expect(thresholdProblem(amount)).toBeUndefined();
      }),
    );
  });

  it('says what is wrong with anything else', () => {
    expect(thresholdProblem(Number.NaN)).toBe(SETTINGS_FIELD_REQUIRED);
    expect(thresholdProblem(Number.POSITIVE_INFINITY)).toBe(SETTINGS_THRESHOLD_NOT_NUMERIC);
    expect(thresholdProblem(-0.01)).toBe(SETTINGS_THRESHOLD_NEGATIVE);
    expect(thresholdProblem(SETTINGS_THRESHOLD_MAX + 0.01)).toBe(SETTINGS_THRESHOLD_TOO_HIGH);
    fc.assert(
      fc.property(fc.double({ max: -Number.MIN_VALUE, noNaN: true, noDefaultInfinity: true }), (amount) => {
        expect(thresholdProblem(amount)).toBe(SETTINGS_THRESHOLD_NEGATIVE);
      }),
    );
  });

  it('the form schema puts each problem on its field; an emptied field is required', () => {
    const result = settingsFormSchema.safeParse({
      departments: [],
      locations: [],
      receipt_threshold: null,
      memo_threshold: -5,
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['receipt_threshold', SETTINGS_FIELD_REQUIRED],
      ['memo_threshold', SETTINGS_THRESHOLD_NEGATIVE],
    ]);
    const text = settingsFormSchema.safeParse({
      departments: [],
      locations: [],
      receipt_threshold: '12',
      memo_threshold: 1,
    });
    expect(text.success).toBe(false);
  });

  it('the form schema passes valid values through unchanged', () => {
    const values = {
      departments: [{ id: 3, name: 'Finance' }, { name: 'Legal' }],
      locations: [{ name: 'Ottawa' }],
      receipt_threshold: 0,
      memo_threshold: 99.99,
    };
    expect(settingsFormSchema.parse(values)).toEqual(values);
  });
});

describe('the company setting answer', () => {
  it('reads decimal strings and missing lists, and keeps the parts other widgets read', () => {
    const setting = companySettingSchema.parse({
      billing_address: null,
      department: null,
      location: [{ id: 2, name: 'Toronto' }],
      receipt_threshold: '75.00',
      memo_threshold: null,
      banks: [{ id: 1, nickname: 'Main' }],
      connected_banks: 1,
    });
    expect(setting).toMatchObject({
      department: [],
      location: [{ id: 2, name: 'Toronto' }],
      receipt_threshold: 75,
      memo_threshold: null,
      banks: [{ id: 1, nickname: 'Main' }],
      connected_banks: 1,
    });
    const form = toSettingsForm(setting);
    expect(form.receipt_threshold).toBe(75);
    expect(form.memo_threshold).toBeNaN();
  });
});

describe('the failure texts (§8)', () => {
  it('a failed save always shows the catalogue text; the form-level notice is the spec’s', () => {
    for (const body of [{ detail: 'Server exploded' }, { errors: { locations: ['Bad'] } }, 'oops']) {
      expect(failureMessage(new ApiError({ status: 400, body, kind: 'http' }), SETTINGS_SAVE_FAILURE)).toBe(
        SETTINGS_UPDATE_FAILED,
      );
      expect(failureMessage(new ApiError({ status: 500, body, kind: 'http' }), SETTINGS_SAVE_FAILURE)).toBe(
        SETTINGS_UPDATE_FAILED,
      );
    }
    expect(failureMessage(new ApiError({ status: 0, body: null, kind: 'network' }), SETTINGS_SAVE_FAILURE)).toBe(
      SETTINGS_UPDATE_FAILED,
    );
    expect(FORM_HAS_ERRORS).toBe('There are errors in the form, please review and try again later.');
  });
});

describe('settingsTab', () => {
  it('selects an offered tab the URL names, else Organization Setup', () => {
    expect(settingsTab('bank-account-integration')).toBe('bank-account-integration');
    expect(settingsTab('organization-setup')).toBe('organization-setup');
    for (const value of [null, undefined, '', 'notifications', 'accounting-integrations', 'BANK-ACCOUNT-INTEGRATION']) {
      expect(settingsTab(value)).toBe('organization-setup');
    }
  });
});
