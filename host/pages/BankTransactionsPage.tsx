import { BankTransactionsPage as BankTransactionsScreen } from 'spend-ui/features';

/** /bank/transactions: the pre-authorized debits from the linked bank account (the route table checks the role). */
export default function BankTransactionsPage() {
  return <BankTransactionsScreen />;
}
