// The business verification domain's entry (spend-ui/features/kyb): the wizard variant and the credit-information sheet.
export { KybWizard, KybWizardApplication, stepFormData } from './wizard/index.js';
export type {
  KybWizardApplicationProps,
  BusinessSector,
  KybWizardProps,
  StoredWizardStep,
  StoredWizardSteps,
  SubmitWizardStep,
  WizardState,
  WizardStep,
  WizardStepPayload,
} from './wizard/index.js';
// The credit-information sheet: the credit section other teams put in their own registration forms.
export { CreditInformationSheet } from './CreditInformationSheet.js';
export type { CreditInformationSheetProps } from './CreditInformationSheet.js';
export { CREDIT_SHEET_FIELDS } from './creditSheet.js';
export type { CreditSheetField, CreditSheetValues } from './creditSheet.js';
export type { UploadedKybFile } from './kybForm.js';
