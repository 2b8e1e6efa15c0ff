// The wizard variant of business verification (kyb-onboarding.md §2.1): the widget and its props.
export { KybWizard } from './KybWizard.js';
export { KybWizardApplication } from './KybWizardApplication.js';
export type { KybWizardApplicationProps } from './KybWizardApplication.js';
export { stepFormData } from './stepPayload.js';
export type { KybWizardProps, SubmitWizardStep, WizardStepPayload } from './KybWizard.js';
export type { WizardState, WizardStep } from './wizardState.js';
export type { StoredWizardStep, StoredWizardSteps } from './resume.js';
export type { BusinessSector } from './sectors.js';
