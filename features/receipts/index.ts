export { ReceiptApprovalPage } from './ReceiptApprovalPage.js';
export { useReceiptApprovals, useDecideReceiptApproval } from './api.js';
export type { ReceiptApproval, ApprovalDecision } from './model.js';
