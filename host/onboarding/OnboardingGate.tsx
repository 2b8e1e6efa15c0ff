import type { OnboardingStep } from 'spend-ui/features';
import { NotBuiltYet } from '../notBuilt.js';

/** The onboarding gate for a signed-in user whose dashboard is not ready. */
export function OnboardingGate({ step }: { step: Exclude<OnboardingStep, 'ready'> }) {
  return <NotBuiltYet page={`Onboarding: ${step}`} />;
}
