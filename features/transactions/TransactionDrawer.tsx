import { DescriptionList, Skeleton } from 'spend-ui';
import { can } from '../access/index.js';
import { GuardedDrawer } from '../forms/GuardedDrawer.js';
import { centralDateTime, formatMoney } from '../format/index.js';
import { QueryState } from '../page/index.js';
import { useViewer } from '../session/Viewer.js';
import { useTransaction } from './api.js';
import {
  CASHBACK,
  FETCH_TRANSACTION_FAILED,
  LOADING_TRANSACTION,
  PROCESSING,
  TRANSACTION_DETAILS,
} from './messages.js';
import { MemoSection } from './MemoSection.js';
import {
  isProcessing,
  transactionAmountText,
  transactionCurrency,
  transactionStatus,
  type Transaction,
} from './model.js';
import { ReceiptSection } from './ReceiptSection.js';

export interface TransactionDrawerProps {
  /** The transaction to show; `null` keeps the drawer closed. */
  transactionId: number | null;
  onClose: () => void;
}

function addressOf(transaction: Transaction): string {
  const cityLine = [transaction.merchant_city, transaction.merchant_state, transaction.merchant_zip]
    .filter(Boolean)
    .join(' ');
  return [transaction.merchant_address, cityLine].filter(Boolean).join(', ');
}

function Details({ transaction }: { transaction: Transaction }) {
  const { user } = useViewer();
  const status = transactionStatus(transaction);
  const rows: Array<[string, string]> = [
    ['Merchant', transaction.merchant_name ?? ''],
    ['Amount', transactionAmountText(transaction)],
    ['Status', isProcessing(transaction) ? `${status.label} (${PROCESSING})` : status.label],
    ['Transaction Date', centralDateTime(transaction.transaction_date)],
    ['Posted Date', centralDateTime(transaction.posted_date) || '—'],
    ['Card', transaction.card_name ?? ''],
    ['Card Holder', transaction.card_holder_name ?? ''],
    ['Merchant Address', addressOf(transaction)],
  ];
  if (can(user, 'transactions.cashback-column')) {
    rows.push([CASHBACK, formatMoney(transaction.cashback ?? 0, transactionCurrency(transaction))]);
  }
  if (transaction.reversal_reason) rows.push(['Reversal Reason', transaction.reversal_reason]);
  if (transaction.error_string) rows.push(['Decline Reason', transaction.error_string]);
  if (transaction.fine) rows.push(['Fine', 'Added because of a failed withdrawal']);
  return (
    <DescriptionList
      layout="columns"
      termColumn="minmax(120px, auto)"
      valueColumn="1fr"
      rowGap="sm"
      items={rows.map(([term, value]) => ({ term, description: value }))}
    />
  );
}

function DrawerContent({ transactionId }: { transactionId: number }) {
  return (
    <QueryState
      query={useTransaction(transactionId)}
      failure={FETCH_TRANSACTION_FAILED}
      loading={<Skeleton lines={8} label={LOADING_TRANSACTION} />}
    >
      {(transaction) => (
        <>
          <Details transaction={transaction} />
          {/* Keyed by the saved memo so a revalidated answer resets the field. */}
          <MemoSection key={`memo-${transaction.memo_response?.id ?? 'new'}`} transaction={transaction} />
          <ReceiptSection transaction={transaction} />
        </>
      )}
    </QueryState>
  );
}

/** Transaction Details: the transaction fetched by id, its memo and receipt. Focus goes back to the row on close. */
export function TransactionDrawer({ transactionId, onClose }: TransactionDrawerProps) {
  return (
    <GuardedDrawer title={TRANSACTION_DETAILS} isOpen={transactionId !== null} onClose={onClose}>
      {transactionId !== null && <DrawerContent transactionId={transactionId} />}
    </GuardedDrawer>
  );
}
