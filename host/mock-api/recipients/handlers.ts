import type { HttpHandler } from 'msw';
import type { RecipientEntityType } from './model.js';
import { beneficiaryRequirements, recipientProblems, routingCodeType } from './requirements.js';
import { recipientView } from './views.js';
import { fieldErrors, isObject, json, readJson, text, type RouteBuilder } from '../core/http.js';
import { serverMessages } from '../core/serverMessages.js';
import { selectedCompany } from '../auth/views.js';
import { oneTimeCodeProblem } from '../utility/handlers.js';
import {
  INDIVIDUAL_NOT_AVAILABLE,
  RECIPIENT_TEXT_LIMITS,
  individualAvailable,
  recipientFieldProblem,
  recipientFormFields,
} from 'spend-ui/features/rules';

/*
 * Saved recipients (accounts-payments-recipients.md §3, §7). Roles 1 and 2 (spec README ruling "Who may
 * use the multi-currency area").
 *
 * GET /account/beneficiary → {results: {beneficiaries: [recipient]}}, newest first, the provider's and
 *   the ones it does not know (the screens list only `provider_beneficiary`).
 * POST /utility/get-beneficiary-requirements {currency, country, beneficiary_entity_type: business |
 *   personal} → {results: {requirements, bank_details, fixed}} (recipients/requirements.ts); 400
 *   {errors: {field: [message]}} for a missing or malformed choice.
 * POST /account/beneficiary {otp: {code, channel}, rf, db} → 201 {results: {beneficiary}}; 400 {errors:
 *   [message]} for the code and for an Individual where the bank country and currency take companies only;
 *   400 {errors: {error_code, error_messages: {field: [{code, message}]}}} for what the provider refuses in
 *   rf (its requirements for rf's country, currency and entity type) and for a missing db.nickname.
 * DELETE /account/delete-beneficiary/{id} → {results: {message}}; 404 {errors: [message]} for a
 *   recipient the company does not have.
 */

export const recipientMessages = {
  unsupportedCountry: 'Enter a two-letter country code.',
  unsupportedCurrency: 'Enter a three-letter currency code.',
  invalidEntityType: serverMessages.invalidChoice,
  validationFailed: 'validation_error',
  notFound: 'Beneficiary not found.',
  deleted: 'Beneficiary deleted successfully.',
};

function entityTypeOf(value: string): RecipientEntityType | null {
  if (value === 'business' || value === 'company') return 'company';
  if (value === 'personal' || value === 'individual') return 'individual';
  return null;
}

/** The choices of a requirements request, or the 400 answering what is wrong with them. */
function requirementChoices(
  body: Record<string, unknown>,
): { ok: false; refusal: Response } | { ok: true; country: string; currency: string; entity: RecipientEntityType } {
  const country = text(body.country).toUpperCase();
  const currency = text(body.currency).toUpperCase();
  const entityText = text(body.beneficiary_entity_type);
  const entity = entityTypeOf(entityText);
  const errors: Record<string, string> = {};
  if (!country) errors.country = serverMessages.fieldRequired;
  else if (!/^[A-Z]{2}$/.test(country)) errors.country = recipientMessages.unsupportedCountry;
  if (!currency) errors.currency = serverMessages.fieldRequired;
  else if (!/^[A-Z]{3}$/.test(currency)) errors.currency = recipientMessages.unsupportedCurrency;
  if (!entityText) errors.beneficiary_entity_type = serverMessages.fieldRequired;
  else if (!entity) errors.beneficiary_entity_type = recipientMessages.invalidEntityType(entityText);
  if (Object.keys(errors).length > 0 || !entity) return { ok: false, refusal: fieldErrors(errors) };
  return { ok: true, country, currency, entity };
}

export function recipientHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.guarded('get', '/account/beneficiary', 'recipients.manage', ({ store, user }) => {
      const company = selectedCompany(store, user);
      const rows = store
        .filter('recipients', (row) => row.company_id === company?.id)
        .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
      return json({ results: { beneficiaries: rows.map(recipientView) } });
    }),

    routes.guarded('post', '/utility/get-beneficiary-requirements', 'recipients.manage', async ({ request }) => {
      const choices = requirementChoices(await readJson(request));
      if (!choices.ok) return choices.refusal;
      return json({ results: beneficiaryRequirements(choices.country, choices.currency, choices.entity) });
    }),

    routes.guarded('post', '/account/beneficiary', 'recipients.manage', async ({ request, store, user }) => {
      const body = await readJson(request);
      const codeProblem = oneTimeCodeProblem(store, user, body.otp);
      if (codeProblem) return json({ errors: [codeProblem] }, 400);
      const rf = isObject(body.rf) ? body.rf : {};
      const db = isObject(body.db) ? body.db : {};
      const choices = requirementChoices(rf);
      if (!choices.ok) return choices.refusal;
      const answer = beneficiaryRequirements(choices.country, choices.currency, choices.entity);
      // The wizard's own rules (features/recipients): no Individual where the pair is company-only, a nickname.
      if (choices.entity === 'individual' && !individualAvailable(answer))
        return json({ errors: [INDIVIDUAL_NOT_AVAILABLE] }, 400);
      const entity = choices.entity;
      const nicknameField = recipientFormFields(answer, { country: choices.country, entity_type: entity }).find(
        (field) => field.group === 'nickname',
      );
      const nicknameProblem = nicknameField && recipientFieldProblem(nicknameField, text(db.nickname));
      const problems = [
        ...recipientProblems(answer, entity, rf),
        ...(nicknameProblem ? [{ field: 'nickname', code: 'nickname_is_required', message: nicknameProblem }] : []),
      ];
      if (problems.length > 0) {
        return json(
          {
            errors: {
              error_code: recipientMessages.validationFailed,
              error_messages: Object.fromEntries(
                problems.map((problem) => [problem.field, [{ code: problem.code, message: problem.message }]]),
              ),
            },
          },
          400,
        );
      }
      if (text(db.nickname).length > RECIPIENT_TEXT_LIMITS.nickname) {
        return json({ errors: [serverMessages.textTooLong(RECIPIENT_TEXT_LIMITS.nickname)] }, 400);
      }
      const company = selectedCompany(store, user);
      if (!company) return json({ errors: [serverMessages.companyNotFound] }, 400);
      const name =
        entity === 'company'
          ? text(rf.beneficiary_company_name)
          : `${text(rf.beneficiary_first_name)} ${text(rf.beneficiary_last_name)}`.trim();
      const sentBank = isObject(db.bank_details) ? db.bank_details : {};
      const bankDetails: Record<string, string> = {};
      for (const [key, value] of Object.entries({ ...sentBank, ...pick(rf, Object.keys(answer.bank_details)) })) {
        const sent = text(value);
        if (sent) bankDetails[key] = sent;
      }
      bankDetails.beneficiary_country = choices.country;
      const routingType = routingCodeType(choices.country);
      if (routingType && bankDetails.routing_code_value_1) bankDetails.routing_code_type_1 = routingType;
      const row = store.insert('recipients', {
        company_id: company.id,
        name,
        nickname: text(db.nickname),
        currency: choices.currency,
        recipient_country_code: text(db.recipient_country_code).toUpperCase() || choices.country,
        recipient_bank_country_code: choices.country,
        beneficiary_type: entity,
        email: text(db.email) || text(rf.beneficiary_email),
        payment_type: 'regular',
        bank_details: bankDetails,
        provider_beneficiary: true,
        created_at: store.now(),
      });
      return json({ results: { beneficiary: recipientView(row) } }, 201);
    }),

    routes.guarded('delete', '/account/delete-beneficiary/:id', 'recipients.manage', ({ params, store, user }) => {
      const id = Number(params.id);
      const company = selectedCompany(store, user);
      const row = Number.isInteger(id) ? store.get('recipients', id) : undefined;
      if (!row || row.company_id !== company?.id) return json({ errors: [recipientMessages.notFound] }, 404);
      store.remove('recipients', row.id);
      return json({ results: { message: recipientMessages.deleted } });
    }),
  ];
}

function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
}
