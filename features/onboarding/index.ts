export { OnboardingFlow } from './OnboardingFlow.js';
export type { OnboardingFlowProps } from './OnboardingFlow.js';
export { WelcomeScreen } from './WelcomeScreen.js';
export type { WelcomeScreenProps } from './WelcomeScreen.js';
export { OnboardingGateDialog } from './OnboardingGateDialog.js';
export type { OnboardingGateDialogProps } from './OnboardingGateDialog.js';
export { onboardingStep } from './model.js';
export { onboardingScreenTitle } from './screenTitle.js';
export type { OnboardingStep } from './model.js';
