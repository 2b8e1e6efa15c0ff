// Bank accounts: the Bank Account Integration panel, the linking flow (automatic through a provider's
// account picker, or manual with a void cheque) and bank statement upload.
export * from './model.js';
export * from './api.js';
export * from './BankLinkPicker.js';
export * from './DemoBankLinkPicker.js';
export * from './BankLinkingFlow.js';
export * from './BankAccountCard.js';
export * from './BankAccountsPanel.js';
export * from './BankStatementUpload.js';
export * from './ConnectBankAccountPage.js';
// The text a host's onboarding gate shows a non-admin while no bank is linked.
export { ADMIN_LINKS_BANK } from './messages.js';
