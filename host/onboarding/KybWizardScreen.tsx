import { lazy, Suspense } from 'react';
import { Button, ProgressBar } from 'spend-ui';
import { can, onboardingStep, type User } from 'spend-ui/features';

// The business-form screen of a company whose beta features include KYB_WIZARD (spec README ruling
// "Two KYB variants"): the five-step wizard instead of the dialog. The wizard reads and sends its
// application itself (features/kyb); this screen mounts it, loaded when it is first shown.

const LOADING_APPLICATION = 'Loading the application';
const LOGOUT = 'Logout';

const KybWizardApplication = lazy(() =>
  import('spend-ui/features/kyb').then((module) => ({ default: module.KybWizardApplication })),
);

/** Whether the viewer's business form is the wizard: the form is due, the company has KYB_WIZARD on and the viewer is its admin. */
export function showsKybWizard(user: User): boolean {
  return onboardingStep(user) === 'business-form' && can(user, 'kyb.wizard');
}

export interface KybWizardScreenProps {
  /** Stores the user read again after the submission (its form is filled: the gate moves on). */
  onUserUpdated: (user: User) => void;
  onLogout: () => void;
  mainId: string;
}

export function KybWizardScreen({ onUserUpdated, onLogout, mainId }: KybWizardScreenProps) {
  return (
    <main id={mainId} tabIndex={-1}>
      <Suspense fallback={<ProgressBar isIndeterminate label={LOADING_APPLICATION} size="sm" />}>
        <KybWizardApplication onUserUpdated={onUserUpdated} />
      </Suspense>
      <Button variant="ghost" onPress={onLogout}>
        {LOGOUT}
      </Button>
    </main>
  );
}
