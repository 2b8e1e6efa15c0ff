import type { User } from '../session/user.js';
import { isAwaitingRole } from '../session/roles.js';

/**
 * Where a signed-in user stands in onboarding, in the order of the ruling:
 * - `ready`: dashboard_ready, the requested page shows;
 * - `awaiting-role`: a KYB member with role 5 waits for the admin to assign a role;
 * - `verify-contact`: phone or e-mail not verified;
 * - `business-form`: the business-verification form is not filled (welcome screen and KYB);
 * - `bank-connection`: no bank connected;
 * - `pending`: everything handed in, the form not yet accepted.
 */
export type OnboardingStep =
  'ready' | 'awaiting-role' | 'verify-contact' | 'business-form' | 'bank-connection' | 'pending';

/** The onboarding step of a user (see `OnboardingStep`). */
export function onboardingStep(user: User): OnboardingStep {
  if (user.dashboard_ready) return 'ready';
  if (isAwaitingRole(user)) return 'awaiting-role';
  if (!user.phone_verified || !user.email_verified) return 'verify-contact';
  if (!user.kyb_form_filled) return 'business-form';
  if (!user.bank_connected) return 'bank-connection';
  // Accepted but not yet marked ready is still waiting on the review: pending.
  return 'pending';
}
