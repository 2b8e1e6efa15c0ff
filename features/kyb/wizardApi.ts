import { useCallback } from 'react';
import { useApiClient, useApiQuery } from '../api/index.js';
import type { SubmitWizardStep } from './wizard/KybWizard.js';
import { stepFormData } from './wizard/stepPayload.js';
import type { StoredWizardSteps } from './wizard/storedSteps.js';

// The wizard variant's calls (spec README ruling "Two KYB variants"; the spec names no endpoint, the demo
// backend offers its own pair), re-exported by api.ts beside the dialog's. Kept in a module of their own
// so that the wizard's screen does not load the dialog's draft and form modules with them.

/** The wizard's application: GET /company/kyb-wizard, and each step's POST below it. */
export const KYB_WIZARD_PATH = '/company/kyb-wizard';

/** What GET /company/kyb-wizard answers (inside `results`). */
export interface KybWizardApplication {
  country_of_incorporation: string;
  legal_form: string;
  /** What each stored step sent (the wizard reads it, and ignores what it cannot read). */
  stored_steps?: StoredWizardSteps;
}

/** GET /company/kyb-wizard: the company's country and legal form, and the steps stored so far. */
export const useKybWizardApplication = () => useApiQuery<KybWizardApplication>(KYB_WIZARD_PATH);

/**
 * The wizard's `submitStep`: POST /company/kyb-wizard/<step> (multipart) per step, an empty JSON body for
 * the review. After a step `afterStep` runs (the screen reads the application again, so a remount resumes
 * where the user stopped). A failure rejects: the wizard's own action says why.
 */
export function useSubmitWizardStep(afterStep: () => void): SubmitWizardStep {
  const client = useApiClient();
  return useCallback<SubmitWizardStep>(
    async (step, payload) => {
      if (step === 'review') return client.post(`${KYB_WIZARD_PATH}/review`, {});
      const answer = await client.upload(`${KYB_WIZARD_PATH}/${step}`, stepFormData(payload));
      afterStep();
      return answer;
    },
    [client, afterStep],
  );
}
