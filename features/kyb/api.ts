import { type z } from 'zod/mini';
import { useApiAction, useApiQuery, type ApiClient } from '../api/index.js';
import { toFormData, useApiUpload, type UploadControls } from '../api/uploads.js';
import {
  FINANCIAL_STATEMENT_UPLOAD_PATH,
  financialStatementAnswerSchema,
  KYB_PATH,
  kybDraftAnswerSchema,
  kybSubmission,
  kybUploadPayload,
  savedFinancialStatement,
  savedVoidCheque,
  VOID_CHEQUE_UPLOAD_PATH,
  voidChequeAnswerSchema,
  type KybDraftBody,
} from './draft.js';
import { FINANCIAL_STATEMENT_FAILURE, KYB_SUBMIT_FAILURE, VOID_CHEQUE_FAILURE } from './failures.js';
import { KYB_HELP_PATH, KYB_HELP_QUERY, kybHelpSchema } from './fieldHelp.js';
import type { KybFormValues, UploadedKybFile } from './kybForm.js';
import { FINANCIAL_STATEMENT_SAVED, KYB_SAVED, KYB_SUBMITTED, VOID_CHEQUE_SAVED } from './messages.js';

// The calls of business verification as the kit's hooks: the "Know your Business" dialog's
// (kyb-onboarding.md §7) here, and the wizard's (the demo backend's own pair: the spec names none) from
// wizardApi.ts, re-exported at the end.

/** GET /auth/company/kyb: the saved draft (a failure is ignored by the dialog: it starts empty). */
export const useKybDraft = () => useApiQuery(KYB_PATH, undefined, { schema: kybDraftAnswerSchema });

/** GET /utility/get-s3-asset?file=kyb.json, once per session (the query cache keeps it). */
export const useKybHelp = () => useApiQuery(KYB_HELP_PATH, KYB_HELP_QUERY, { schema: kybHelpSchema });

/**
 * POST /auth/company/kyb (JSON): a section's save. Its failure text shows inside the section (the
 * wizard announces it), so the action shows no toast of its own.
 */
export const useSaveKybSection = () =>
  useApiAction((client, body: KybDraftBody) => client.post(KYB_PATH, body), { success: KYB_SAVED });

/** POST /auth/company/kyb (multipart): the final submission. */
export const useSubmitKyb = () =>
  useApiAction((client, values: KybFormValues) => client.upload(KYB_PATH, toFormData(kybSubmission(values))), {
    success: KYB_SUBMITTED,
    failure: KYB_SUBMIT_FAILURE,
  });

async function uploadDocument<Schema extends z.ZodMiniType>(
  client: ApiClient,
  controls: UploadControls,
  path: string,
  file: File,
  schema: Schema,
): Promise<z.output<Schema>> {
  const answer = await client.upload<{ results?: unknown }>(path, toFormData(kybUploadPayload(file)), controls);
  return schema.parse(answer.results);
}

/** POST …/financial-statement: saved as soon as it is chosen, with progress. */
export const useFinancialStatementUpload = () =>
  useApiUpload(
    async (client, controls, file: File): Promise<UploadedKybFile> =>
      savedFinancialStatement(
        await uploadDocument(client, controls, FINANCIAL_STATEMENT_UPLOAD_PATH, file, financialStatementAnswerSchema),
      ),
    { success: FINANCIAL_STATEMENT_SAVED, failure: FINANCIAL_STATEMENT_FAILURE },
  );

/** POST …/void-cheque: saved as soon as it is chosen, with progress. */
export const useVoidChequeUpload = () =>
  useApiUpload(
    async (client, controls, file: File): Promise<UploadedKybFile> =>
      savedVoidCheque(await uploadDocument(client, controls, VOID_CHEQUE_UPLOAD_PATH, file, voidChequeAnswerSchema)),
    { success: VOID_CHEQUE_SAVED, failure: VOID_CHEQUE_FAILURE },
  );

// The wizard variant's calls (spec README ruling "Two KYB variants") are in wizardApi.ts: the wizard's
// screen loads them without the dialog's draft and form modules above.
export { KYB_WIZARD_PATH, useKybWizardApplication, useSubmitWizardStep } from './wizardApi.js';
export type { KybWizardApplication } from './wizardApi.js';
