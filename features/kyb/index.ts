// The business verification domain's entry (spend-ui/features/kyb): the wizard variant.
export { KybWizard, stepFormData } from './wizard/index.js';
export type {
  BusinessSector,
  KybWizardProps,
  SubmitWizardStep,
  WizardState,
  WizardStep,
  WizardStepPayload,
} from './wizard/index.js';
