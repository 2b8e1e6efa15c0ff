// The spec's texts for the Receipt Approval Requests page (cards-transactions-team.md §2, §8; rulings in
// spec/README.md). Quoted verbatim.

export const RECEIPT_APPROVAL_TITLE = 'Receipt Approval Requests';
export const NO_PENDING_APPROVAL_REQUESTS = 'No Pending Approval Requests';
export const REJECT_RECEIPT = 'Reject Receipt';
export const REJECTED = 'Rejected';
export const PENDING = 'Pending';

// §8 error catalogue and the ruling for approve/reject failures
export const APPROVALS_LOAD_FAILED = 'Error fetching the approval requests';
export const APPROVAL_DECISION_FAILED = 'Something went wrong, please try again or contact support.';

// §8 success messages (approval page: with the full stop)
export const RECEIPT_APPROVED_ON_PAGE = 'Receipt Approved Successfully.';
export const RECEIPT_REJECTED_ON_PAGE = 'Receipt Rejected Successfully.';
