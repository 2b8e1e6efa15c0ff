import {
  fromErrors,
  useApiAction,
  useApiQuery,
  useApiRowAction,
  type ApiClient,
  type FailureText,
} from '../api/index.js';
import { GENERAL_FAILURE, fromFieldErrors } from '../api/failureMessage.js';
import { checkShape, unwrapResults } from '../api/useApiQuery.js';
import { DELETE_RECIPIENT_FAILURE } from './failures.js';
import { FILL_FURTHER_DETAILS, RECIPIENT_DELETED } from './messages.js';
import { recipientListSchema } from './schemas.js';
import {
  individualAvailable,
  requirementsRequest,
  type AddRecipientPayload,
  type RecipientBasics,
  type RecipientEntityType,
  type RequirementsAnswer,
} from './requirements.js';
import { requirementsAnswerSchema } from './schemas.js';

// The recipients' calls (accounts-payments-recipients.md §7).

export const RECIPIENTS_PATH = '/account/beneficiary';
const REQUIREMENTS_PATH = '/utility/get-beneficiary-requirements';

/** The company's recipients, every one the server holds (the screens list only the provider's). */
export function useRecipients(enabled = true) {
  return useApiQuery(enabled ? RECIPIENTS_PATH : null, undefined, { schema: recipientListSchema });
}

/** Deletes a recipient: 'Recipient has been successfully deleted', or the catalogue's failure (§8). */
export function useDeleteRecipient() {
  return useApiRowAction(
    (client, id: number | string) => client.delete<unknown>(`/account/delete-beneficiary/${encodeURIComponent(id)}`),
    { success: RECIPIENT_DELETED, failure: DELETE_RECIPIENT_FAILURE, revalidate: [RECIPIENTS_PATH] },
  );
}

/**
 * A requirements call that fails: §8 names no text for it, so the server's first error (or the field it
 * refuses), else the kit's general failure — the wizard cannot go on without the answer.
 */
export const REQUIREMENTS_FAILURE: FailureText = {
  server: [fromErrors, fromFieldErrors],
  statuses: [400],
  fallback: GENERAL_FAILURE,
};

/** A requirements answer with the choices it answers. */
export interface LoadedRequirements {
  basics: RecipientBasics & { entity_type: RecipientEntityType };
  answer: RequirementsAnswer;
}

/**
 * What the provider needs for a bank country, currency and type. The spec's prompt on success (§8),
 * except when the answer says the chosen Individual is not available for the pair.
 */
export function useBeneficiaryRequirements() {
  return useApiAction(
    async (client, basics: LoadedRequirements['basics']): Promise<LoadedRequirements> => ({
      basics,
      answer: checkShape(
        unwrapResults(await client.post<unknown>(REQUIREMENTS_PATH, requirementsRequest(basics))),
        requirementsAnswerSchema,
        REQUIREMENTS_PATH,
      ),
    }),
    {
      success: ({ basics, answer }) =>
        basics.entity_type === 'individual' && !individualAvailable(answer) ? undefined : FILL_FURTHER_DETAILS,
      failure: REQUIREMENTS_FAILURE,
    },
  );
}

/** POST /account/beneficiary; the review step's code confirmation runs it and shows its failure. */
export function createRecipient(client: ApiClient, payload: AddRecipientPayload): Promise<unknown> {
  return client.post<unknown>(RECIPIENTS_PATH, payload);
}
