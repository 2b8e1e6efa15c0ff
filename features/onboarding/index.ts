export * from './model.js';
export * from './OnboardingFlow.js';
export * from './WelcomeScreen.js';
export * from './OnboardingGateDialog.js';
