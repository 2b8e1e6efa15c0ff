import { useCallback } from 'react';
import { OnboardingFlow, onboardingScreenTitle, useViewer, type User } from 'spend-ui/features';
import { useLogout, useSession, useSessionStore } from '../session/index.js';
import { PublicLayout } from '../layout/PublicLayout.js';
import { MAIN_CONTENT_ID } from '../shell/SkipLink.js';
import { useDocumentTitle } from '../shell/useDocumentTitle.js';
import { useHostSettings } from '../HostContext.js';
import { KybWizardScreen, showsKybWizard } from './KybWizardScreen.js';

/**
 * The onboarding flow of a signed-in viewer whose dashboard is not ready, wired to the session: a
 * freshly read user is stored (which moves the flow on), logout leads where every logout does.
 */
export function OnboardingGate() {
  const session = useSession();
  const viewer = useViewer();
  const store = useSessionStore();
  const logout = useLogout();
  const { demoControls } = useHostSettings();
  const storeUser = useCallback((user: User) => store.updateUser(user), [store]);
  // The wizard variant replaces the business-form screen for a company with KYB_WIZARD (spec README ruling).
  const wizard = showsKybWizard(viewer.user);
  // The gate stands in for the requested page: the document title names the gate's screen instead.
  useDocumentTitle(onboardingScreenTitle(viewer.user, wizard ? 'wizard' : 'welcome'));
  if (wizard) return <KybWizardScreen onUserUpdated={storeUser} onLogout={logout} mainId={MAIN_CONTENT_ID} />;
  return (
    <OnboardingFlow
      onLogout={logout}
      onUserUpdated={storeUser}
      storedUsername={session.username}
      mainId={MAIN_CONTENT_ID}
      CodeScreenFrame={PublicLayout}
      underReview={demoControls && <demoControls.ApproveApplication onApproved={storeUser} />}
    />
  );
}
