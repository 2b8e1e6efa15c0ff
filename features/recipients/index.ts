// Saved recipients (beneficiaries): the recipients page and the add-recipient wizard built from the
// provider's requirements.
export { RecipientsPage } from './RecipientsPage.js';
export { AddRecipientWizard } from './AddRecipientWizard.js';
export type { AddRecipientWizardProps } from './AddRecipientWizard.js';
export { useRecipients, useDeleteRecipient } from './api.js';
export type { Recipient, BankDetails } from './model.js';
