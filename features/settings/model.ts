import {
  SETTINGS_FIELD_REQUIRED,
  SETTINGS_THRESHOLD_NEGATIVE,
  SETTINGS_THRESHOLD_NOT_NUMERIC,
  SETTINGS_THRESHOLD_TOO_HIGH,
} from './messages.js';

/** Thresholds are dollar amounts (§9); shown as US dollars. */
export const SETTINGS_THRESHOLD_CURRENCY = 'USD';
/** Largest threshold the money field takes (the product's amount limit). */
export const SETTINGS_THRESHOLD_MAX = 99_999_999;

// --- Tabs (§2) ---------------------------------------------------------------------------------------

/** The Settings tabs as the URL names them (`?tab=`), in order. */
export const SETTINGS_TABS = [
  'organization-setup',
  'bank-account-integration',
  'accounting-integrations',
  'notifications',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tabs not offered yet (coming soon, disabled). */
export const SETTINGS_COMING_SOON_TABS: ReadonlySet<SettingsTab> = new Set([
  'accounting-integrations',
  'notifications',
]);

/** The tab a `?tab=` value selects: an offered tab it names, else Organization Setup. */
export function settingsTab(value: string | null | undefined): SettingsTab {
  const tab = SETTINGS_TABS.find((candidate) => candidate === value);
  return tab && !SETTINGS_COMING_SOON_TABS.has(tab) ? tab : 'organization-setup';
}

// --- API shape (§3 "Company setting"), checked at the seam by schemas.ts ---------------------------

export interface SettingEntry {
  id: number;
  name: string;
}

/**
 * GET /auth/company/setting `results`: lists not sent read as empty, thresholds as numbers. Loose: the
 * answer's other parts (banks, connected_banks, beta features) are kept for whoever else reads the same
 * cached answer.
 */
export interface CompanySetting {
  [part: string]: unknown;
  billing_address?: string | null;
  location: SettingEntry[];
  department: SettingEntry[];
  receipt_threshold?: number | null;
  memo_threshold?: number | null;
}

// --- The Organization Setup form (§2, §5) -----------------------------------------------------------

/** A department or location as the form holds it: saved entries keep their id, added ones have none. */
export interface SettingChip {
  id?: number;
  name: string;
}

/** What the Organization Setup form holds. An empty threshold field is NaN. */
export interface SettingsFormValues {
  departments: SettingChip[];
  locations: SettingChip[];
  receipt_threshold: number;
  memo_threshold: number;
}

/** The form's values for a company setting: its entries with their ids, its thresholds (NaN when unset). */
export function toSettingsForm(setting: CompanySetting): SettingsFormValues {
  const chips = (entries: readonly SettingEntry[]) => entries.map(({ id, name }) => ({ id, name }));
  return {
    departments: chips(setting.department),
    locations: chips(setting.location),
    receipt_threshold: setting.receipt_threshold ?? Number.NaN,
    memo_threshold: setting.memo_threshold ?? Number.NaN,
  };
}

/** The problem with a threshold (§5: numeric, a dollar amount), or `undefined` when it is fine. */
export function thresholdProblem(value: number): string | undefined {
  if (Number.isNaN(value)) return SETTINGS_FIELD_REQUIRED;
  if (!Number.isFinite(value)) return SETTINGS_THRESHOLD_NOT_NUMERIC;
  if (value < 0) return SETTINGS_THRESHOLD_NEGATIVE;
  if (value > SETTINGS_THRESHOLD_MAX) return SETTINGS_THRESHOLD_TOO_HIGH;
  return undefined;
}

// --- The save call (§7 PATCH /auth/company/setting) --------------------------------------------------

/** One list's change: the ids of the entries kept (the others are removed) and the names of new ones. */
export interface SettingListChange {
  id: number[];
  names: string[];
}

/** PATCH /auth/company/setting payload (§7), exactly. */
export interface SettingsPatch {
  locations: SettingListChange;
  departments: SettingListChange;
  receipt_threshold: number;
  memo_threshold: number;
}

/** The §7 shape of one list: ids of the chips that came from the server, names of the typed ones. */
export function toListChange(chips: readonly SettingChip[]): SettingListChange {
  const change: SettingListChange = { id: [], names: [] };
  for (const chip of chips) {
    if (chip.id === undefined) change.names.push(chip.name.trim());
    else change.id.push(chip.id);
  }
  return change;
}

/** The save payload for the form's values (thresholds already checked by the form's schema). */
export function toSettingsPatch(values: SettingsFormValues): SettingsPatch {
  return {
    locations: toListChange(values.locations),
    departments: toListChange(values.departments),
    receipt_threshold: values.receipt_threshold,
    memo_threshold: values.memo_threshold,
  };
}
