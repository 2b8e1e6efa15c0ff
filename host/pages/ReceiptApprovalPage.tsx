import { ReceiptApprovalPage as ReceiptApprovalScreen } from 'spend-ui/features';

/** /receipt-approval: the approval requests of the signed-in approver (the route table checks the role). */
export default function ReceiptApprovalPage() {
  return <ReceiptApprovalScreen />;
}
