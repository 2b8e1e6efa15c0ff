export * from './model.js';
export * from './api.js';
export * from './ReceiptApprovalPage.js';
