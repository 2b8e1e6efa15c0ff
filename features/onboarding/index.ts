export * from './model.js';
export * from './WelcomeScreen.js';
export * from './OnboardingGateDialog.js';
// The texts a host composing the onboarding gate shows around it.
export { LOGOUT } from './messages.js';
