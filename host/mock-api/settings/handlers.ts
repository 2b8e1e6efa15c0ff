import type { HttpHandler } from 'msw';
import { fieldErrors, isObject, json, readJson, text, type JsonObject, type RouteBuilder } from '../core/http.js';
import { serverMessages } from '../core/serverMessages.js';
import { textTooLong } from '../core/textLimits.js';
import { SETTINGS_THRESHOLD_NOT_NUMERIC, thresholdProblem } from 'spend-ui/features/rules';
import type { DemoStore } from '../core/store.js';
import { selectedCompany } from '../auth/views.js';
import { companySettingView, maskedCompanySettingView } from './views.js';

/*
 * GET /auth/company/setting → 200 {results: ApiCompanySetting} of the user's selected company; the linked
 *   accounts in full for role 1 only, every other role sees each without institution and transit number and
 *   its account number as `****` and the last four digits (spec README ruling "What a role may read").
 * PATCH /auth/company/setting {locations:{id[],names[]}, departments:{id[],names[]}, receipt_threshold,
 * memo_threshold} → 200 {results: ApiCompanySetting}. `id` lists the existing entries to keep (the
 * others are removed), `names` the entries to add. Only who may 'settings.manage' (role 1) changes
 * settings (403 otherwise). 400 {errors:{field:[msg]}} for a threshold that is not a number, is negative
 * or is over 99,999,999 (the form's own rule and texts, thresholdProblem); an id that is not the company's; a name over 100 characters; a name that is
 * already in the list (kept or added, compared case-insensitively). Nothing is changed on a 400.
 * Every failure of the catalogue (§8) is also reachable with `store.injectFault({path:
 * '/auth/company/setting', method: 'PATCH', status})`.
 */

type ListTable = 'locations' | 'departments';

interface ListChange {
  keep: number[];
  add: string[];
}

function parseListChange(value: unknown): ListChange | string | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) return serverMessages.fieldRequired;
  const ids = Array.isArray(value.id) ? value.id : [];
  const names = Array.isArray(value.names) ? value.names : [];
  const keep = ids.map(Number);
  if (keep.some((id) => !Number.isInteger(id))) return serverMessages.invalidNumber;
  return { keep, add: names.map(text).filter(Boolean) };
}

function parseThreshold(value: unknown): number | string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(text(value));
  // NaN is the form's empty field, which it never sends: a text that is no number is "not numeric".
  return (Number.isFinite(number) ? thresholdProblem(number) : SETTINGS_THRESHOLD_NOT_NUMERIC) ?? number;
}

/** What is wrong with the names a change leaves in the list, or `undefined` when they are fine. */
function namesProblem(store: DemoStore, table: ListTable, companyId: number, change: ListChange): string | undefined {
  for (const name of change.add) {
    const tooLong = textTooLong({ name: [name, 'listEntry'] });
    if (tooLong) return tooLong[1];
  }
  const kept = store
    .filter(table, (row) => row.company_id === companyId && change.keep.includes(row.id))
    .map((row) => row.name);
  const seen = new Set(kept.map((name) => name.toLowerCase()));
  for (const name of change.add) {
    if (seen.has(name.toLowerCase())) return serverMessages.duplicateName(name);
    seen.add(name.toLowerCase());
  }
  return undefined;
}

function applyListChange(store: DemoStore, table: ListTable, companyId: number, change: ListChange): void {
  for (const entry of store.filter(table, (row) => row.company_id === companyId)) {
    if (!change.keep.includes(entry.id)) store.remove(table, entry.id);
  }
  for (const name of change.add) store.insert(table, { company_id: companyId, name });
}

export function companySettingHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.authenticated('get', '/auth/company/setting', ({ store, user, can }) => {
      const company = selectedCompany(store, user);
      if (!company) return json({ detail: serverMessages.companyNotFound }, 404);
      // Settings are role 1's: the others (the Team page reads the lists) see no full bank detail.
      const setting = can('settings.manage')
        ? companySettingView(store, company)
        : maskedCompanySettingView(store, company);
      return json({ results: setting });
    }),

    routes.guarded('patch', '/auth/company/setting', 'settings.manage', async ({ request, store, user }) => {
      const company = selectedCompany(store, user);
      if (!company) return json({ detail: serverMessages.companyNotFound }, 404);
      const body: JsonObject = await readJson(request);
      const errors: Record<string, string[]> = {};
      const locations = parseListChange(body.locations);
      const departments = parseListChange(body.departments);
      const receipt = parseThreshold(body.receipt_threshold);
      const memo = parseThreshold(body.memo_threshold);
      for (const [field, value] of Object.entries({
        locations,
        departments,
        receipt_threshold: receipt,
        memo_threshold: memo,
      })) {
        if (typeof value === 'string') errors[field] = [value];
      }
      for (const [field, table, change] of [
        ['locations', 'locations', locations],
        ['departments', 'departments', departments],
      ] as const) {
        if (typeof change !== 'object') continue;
        const unknown = change.keep.find(
          (id) => !store.find(table, (row) => row.id === id && row.company_id === company.id),
        );
        if (unknown !== undefined) errors[field] = [serverMessages.unknownEntry(unknown)];
        else {
          const problem = namesProblem(store, table, company.id, change);
          if (problem) errors[field] = [problem];
        }
      }
      if (Object.keys(errors).length > 0) return fieldErrors(errors);

      if (typeof locations === 'object') applyListChange(store, 'locations', company.id, locations);
      if (typeof departments === 'object') applyListChange(store, 'departments', company.id, departments);
      const thresholds = {
        ...(typeof receipt === 'number' ? { receipt_threshold: receipt } : {}),
        ...(typeof memo === 'number' ? { memo_threshold: memo } : {}),
      };
      const updated = Object.keys(thresholds).length > 0 ? store.update('companies', company.id, thresholds) : company;
      return json({ results: companySettingView(store, updated) });
    }),
  ];
}
