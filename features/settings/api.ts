import { useApiAction, useApiQuery, type FailureText } from '../api/index.js';
import { SETTINGS_UPDATE_FAILED, SETTINGS_UPDATED } from './messages.js';
import { type SettingsPatch } from './model.js';
import { companySettingSchema } from './schemas.js';

/** GET/PATCH /auth/company/setting (§7). */
export const COMPANY_SETTING_PATH = '/auth/company/setting';

/** The selected company's setting; no request when `enabled` is false (a role that may not see it). */
export function useCompanySetting(enabled = true) {
  return useApiQuery(enabled ? COMPANY_SETTING_PATH : null, undefined, { schema: companySettingSchema });
}

/** Settings save failure (§8): always the catalogue's text; a 400's field errors go onto the form's fields. */
export const SETTINGS_SAVE_FAILURE: FailureText = { fallback: SETTINGS_UPDATE_FAILED };

/** Saves departments, locations and thresholds; the setting is read again after a success. */
export function useSaveSettings() {
  return useApiAction((client, patch: SettingsPatch) => client.patch<unknown>(COMPANY_SETTING_PATH, patch), {
    success: SETTINGS_UPDATED,
    failure: SETTINGS_SAVE_FAILURE,
    revalidate: [COMPANY_SETTING_PATH],
  });
}
