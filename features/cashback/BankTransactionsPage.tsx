import { BANK_TRANSACTIONS_INTRO, BANK_TRANSACTIONS_TITLE } from './messages.js';
import { DomainPage } from '../page/index.js';
import { WithdrawalsTable } from './WithdrawalsTable.js';

/**
 * /bank/transactions (spec README ruling): the pre-authorized debits of each day's spend from the linked
 * bank account, with the Withdrawals tab's status rules — the same widget (roles 1 and 2; the host checks).
 */
export function BankTransactionsPage() {
  return (
    <DomainPage title={BANK_TRANSACTIONS_TITLE}>
      <p>{BANK_TRANSACTIONS_INTRO}</p>
      <WithdrawalsTable label={BANK_TRANSACTIONS_TITLE} />
    </DomainPage>
  );
}
