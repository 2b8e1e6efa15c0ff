import { lazy, Suspense, useCallback } from 'react';
import { Button, ProgressBar } from 'spend-ui';
import { can, onboardingStep, useApiClient, useApiQuery, useReadUserAgain, type User } from 'spend-ui/features';
import type { StoredWizardSteps, SubmitWizardStep } from 'spend-ui/features/kyb';

// The business-form screen of a company whose beta features include KYB_WIZARD (spec README ruling
// "Two KYB variants"): the five-step wizard instead of the dialog. Its steps go to the demo backend's
// own endpoints (the spec names none): multipart per step, an empty body for the review. What the
// steps sent comes back with the application, so the wizard resumes after a reload or a new session.

const LOADING_APPLICATION = 'Loading the application';
const LOGOUT = 'Logout';

const KybWizard = lazy(() => import('spend-ui/features/kyb').then((module) => ({ default: module.KybWizard })));

/** Whether the viewer's business form is the wizard: the form is due, the company has KYB_WIZARD on and the viewer is its admin. */
export function showsKybWizard(user: User): boolean {
  return onboardingStep(user) === 'business-form' && can(user, 'kyb.wizard');
}

interface WizardApplication {
  country_of_incorporation: string;
  legal_form: string;
  /** What each stored step sent (the wizard reads it, and ignores what it cannot read). */
  stored_steps?: StoredWizardSteps;
}

export interface KybWizardScreenProps {
  /** Stores the user read again after the submission (its form is filled: the gate moves on). */
  onUserUpdated: (user: User) => void;
  onLogout: () => void;
  mainId: string;
}

export function KybWizardScreen({ onUserUpdated, onLogout, mainId }: KybWizardScreenProps) {
  const client = useApiClient();
  // "Failures to load the draft, user or content are silently ignored": the wizard starts with its defaults.
  const application = useApiQuery<WizardApplication>('/company/kyb-wizard');
  const { reload } = application;
  const submitStep = useCallback<SubmitWizardStep>(
    async (step, payload) => {
      if (step === 'review') return client.post('/company/kyb-wizard/review', {});
      const { stepFormData } = await import('spend-ui/features/kyb');
      const answer = await client.upload(`/company/kyb-wizard/${step}`, stepFormData(payload));
      // The wizard read the application once; the cache follows, so the screen mounted again resumes here.
      void reload();
      return answer;
    },
    [client, reload],
  );
  // A failed read leaves the screen as it is; the next session check moves the gate on.
  const readUserAgain = useReadUserAgain(onUserUpdated);
  const loading = <ProgressBar isIndeterminate label={LOADING_APPLICATION} size="sm" />;
  return (
    <main id={mainId} tabIndex={-1}>
      {application.isLoading ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <KybWizard
            submitStep={submitStep}
            onSubmitted={() => void readUserAgain.run()}
            incorporationCountry={application.data?.country_of_incorporation}
            legalForm={application.data?.legal_form || undefined}
            storedSteps={application.data?.stored_steps}
          />
        </Suspense>
      )}
      <Button variant="ghost" onPress={onLogout}>
        {LOGOUT}
      </Button>
    </main>
  );
}
