import { useCallback } from 'react';
import { ProgressBar } from 'spend-ui';
import { useReadUserAgain } from '../../auth/api.js';
import type { User } from '../../session/user.js';
import { useKybWizardApplication, useSubmitWizardStep } from '../wizardApi.js';
import { KybWizard } from './KybWizard.js';
import { WIZARD_LOADING_APPLICATION } from './texts.js';

export interface KybWizardApplicationProps {
  /** Receives the user read again after the submission (its form is filled: an onboarding gate moves on). */
  onUserUpdated: (user: User) => void;
}

/**
 * The wizard variant of business verification over its endpoints (spec README ruling "Two KYB
 * variants"): reads the company's application, resumes at the steps it stores, sends each step and
 * reads the user again once the review is submitted.
 */
export function KybWizardApplication({ onUserUpdated }: KybWizardApplicationProps) {
  // "Failures to load the draft, user or content are silently ignored": the wizard starts with its defaults.
  const application = useKybWizardApplication();
  const { reload } = application;
  // The wizard read the application once; the cache follows, so the screen mounted again resumes here.
  const submitStep = useSubmitWizardStep(useCallback(() => void reload(), [reload]));
  // A failed read leaves the screen as it is; the next session check moves the gate on.
  const readUserAgain = useReadUserAgain(onUserUpdated);
  if (application.isLoading) return <ProgressBar isIndeterminate label={WIZARD_LOADING_APPLICATION} size="sm" />;
  return (
    <KybWizard
      submitStep={submitStep}
      onSubmitted={() => void readUserAgain.run()}
      incorporationCountry={application.data?.country_of_incorporation}
      legalForm={application.data?.legal_form || undefined}
      storedSteps={application.data?.stored_steps}
    />
  );
}
