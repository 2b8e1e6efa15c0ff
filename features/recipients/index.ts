export { RecipientsPage } from './RecipientsPage.js';
export { AddRecipientWizard } from './AddRecipientWizard.js';
export type { AddRecipientWizardProps } from './AddRecipientWizard.js';
export { useRecipients, useDeleteRecipient, useBeneficiaryRequirements } from './api.js';
export type { Recipient, BankDetails } from './model.js';
