import { Spinner } from 'spend-ui';
import { formatDay, formatMoney } from '../format/index.js';
import { QueryState } from '../page/index.js';
import { useCardTransactions } from './api.js';
import { SimpleTable } from './Cards.styles.js';
import {
  CARD_NO_CHANGES,
  CARD_TRANSACTIONS_FAILED,
  CHANGE_HISTORY,
  NO_CARD_TRANSACTIONS,
  TRANSACTIONS_HISTORY,
} from './messages.js';
import { transactionStatusLabel, type CardHistoryEntry, type CardTransaction } from './model.js';

/** The card's changes (history_change_reason), oldest first. */
export function CardChangeHistory({ history }: { history: readonly CardHistoryEntry[] }) {
  if (history.length === 0) return <p>{CARD_NO_CHANGES}</p>;
  return (
    <SimpleTable aria-label={CHANGE_HISTORY}>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {history.map((entry, index) => (
          <tr key={entry.id ?? index}>
            <td>{formatDay(entry.created_at)}</td>
            <td>{entry.history_change_reason}</td>
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}

/** The card's transactions, read when the tab opens. */
export function CardTransactionsHistory({ cardId, currency }: { cardId: number; currency: string }) {
  return (
    <QueryState
      query={useCardTransactions(cardId)}
      failure={CARD_TRANSACTIONS_FAILED}
      loading={<Spinner label={TRANSACTIONS_HISTORY} />}
      isEmpty={(transactions) => transactions.length === 0}
      empty={<p>{NO_CARD_TRANSACTIONS}</p>}
    >
      {(transactions) => <CardTransactionsTable transactions={transactions} currency={currency} />}
    </QueryState>
  );
}

function CardTransactionsTable({ transactions, currency }: { transactions: CardTransaction[]; currency: string }) {
  return (
    <SimpleTable aria-label={TRANSACTIONS_HISTORY}>
      <thead>
        <tr>
          <th scope="col">Merchant</th>
          <th scope="col">Transaction Date</th>
          <th scope="col">Posted Date</th>
          <th scope="col" data-align="end">
            Amount
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((transaction, index) => (
          <tr key={transaction.id ?? index}>
            <td>{transaction.merchant_name}</td>
            <td>{formatDay(transaction.transaction_date)}</td>
            <td>{formatDay(transaction.posted_date)}</td>
            <td data-align="end">{formatMoney(transaction.transaction_amount, currency)}</td>
            <td>{transactionStatusLabel(transaction.transaction_status)}</td>
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}
