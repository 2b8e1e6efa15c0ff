// Bank accounts: the Bank Account Integration panel, the linking flow (automatic through a provider's
// account picker, or manual with a void cheque) and bank statement upload.
export { BankAccountsPanel } from './BankAccountsPanel.js';
export type { BankAccountsPanelProps } from './BankAccountsPanel.js';
export { BankAccountCard } from './BankAccountCard.js';
export type { BankAccountCardProps } from './BankAccountCard.js';
export { BankLinkingFlow } from './BankLinkingFlow.js';
export type { BankLinkingFlowProps } from './BankLinkingFlow.js';
export { BankStatementUpload } from './BankStatementUpload.js';
export { ConnectBankAccountPage } from './ConnectBankAccountPage.js';
export { BankLinkPickerProvider } from './BankLinkPicker.js';
export type { BankLinkPicker, BankLinkPickerProps } from './BankLinkPicker.js';
export { ADMIN_LINKS_BANK } from './messages.js';
export { useLinkedBankAccounts, useUploadStatement } from './api.js';
export type { BankLinkSelection } from './api.js';
export type { BankAccount } from './model.js';
