import { Clock } from 'lucide-react';
import { Icon, StatusChip, type Column } from 'spend-ui';
import { centralDateTime } from '../format/index.js';
import { PROCESSING } from './messages.js';
import { isProcessing, transactionAmountText, transactionStatus, type Transaction } from './model.js';
import { MerchantCell } from './TransactionsPage.styles.js';

/** The columns of the transactions grid; the sortable ones sort on the server by their key. */
export const transactionColumns: Column<Transaction>[] = [
  {
    key: 'transaction_date',
    header: 'Date',
    sortable: true,
    minWidth: 190,
    render: (row) => centralDateTime(row.transaction_date),
  },
  {
    key: 'merchant_name',
    header: 'Merchant',
    sortable: true,
    minWidth: 200,
    render: (row) => (
      <MerchantCell>
        {row.merchant_name}
        {isProcessing(row) && <Icon icon={Clock} size="sm" label={PROCESSING} />}
      </MerchantCell>
    ),
  },
  { key: 'card_name', header: 'Card', sortable: true, minWidth: 130, render: (row) => row.card_name ?? '' },
  {
    key: 'card_holder_name',
    header: 'Card Holder',
    sortable: true,
    minWidth: 150,
    render: (row) => row.card_holder_name ?? '',
  },
  {
    key: 'transaction_amount',
    header: 'Amount',
    sortable: true,
    align: 'end',
    // Wide enough for what a merchant charged in another currency: "-$1,234.56 (-CA$1,679.00)".
    minWidth: 200,
    render: (row) => transactionAmountText(row),
  },
  {
    key: 'transaction_current_status',
    header: 'Status',
    sortable: true,
    minWidth: 130,
    render: (row) => {
      const status = transactionStatus(row);
      return <StatusChip tone={status.tone}>{status.label}</StatusChip>;
    },
  },
];
