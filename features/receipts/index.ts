export * from './model.js';
export * from './messages.js';
export * from './api.js';
export * from './ReceiptApprovalPage.js';
