export * from './model.js';
export * from './messages.js';
export * from './WelcomeScreen.js';
export * from './OnboardingGateDialog.js';
