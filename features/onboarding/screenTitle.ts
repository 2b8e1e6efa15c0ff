import type { User } from '../session/user.js';
import { PHONE_VERIFICATION_TITLE } from '../auth/messages.js';
import { KYB_DIALOG_TITLE } from '../kyb/messages.js';
import { can } from '../access/index.js';
import { onboardingStep } from './model.js';
import { GATE_TITLE, WELCOME_TITLE } from './messages.js';

/**
 * The name of the screen the onboarding flow shows a user (the app's document title while the gate
 * stands in for the requested page): the phone verification, the welcome screen (or, with
 * `businessForm: 'wizard'`, the KYB wizard), otherwise the gate dialog. Null once the dashboard is ready.
 */
export function onboardingScreenTitle(user: User, businessForm: 'welcome' | 'wizard' = 'welcome'): string | null {
  const step = onboardingStep(user);
  if (step === 'ready') return null;
  if (step === 'verify-contact' && !user.phone_verified) return PHONE_VERIFICATION_TITLE;
  if (step === 'business-form' && can(user, 'kyb.fill'))
    return businessForm === 'wizard' ? KYB_DIALOG_TITLE : WELCOME_TITLE(null);
  return GATE_TITLE;
}
