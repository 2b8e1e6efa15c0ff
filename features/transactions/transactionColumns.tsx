import { Clock } from 'lucide-react';
import { Icon, Inline, StatusChip, Text, type Column } from 'spend-ui';
import { centralDateTime } from '../format/index.js';
import { PROCESSING } from './messages.js';
import { isProcessing, transactionAmountText, transactionStatus, type Transaction } from './model.js';

/**
 * The columns of the transactions grid; the sortable ones sort on the server by their key. Minimum widths
 * follow the content that must not be cut — a date with its time ("11/24/2026 12:39 PM CST"), an amount
 * with what the merchant charged ("-$1,234.56 (-CA$1,679.00)"), a status chip — and together fit the
 * content width at 1280 px; names end in an ellipsis, in full on hover.
 */
export const transactionColumns: Column<Transaction>[] = [
  {
    key: 'transaction_date',
    header: 'Date',
    sortable: true,
    minWidth: 206,
    render: (row) => centralDateTime(row.transaction_date),
  },
  {
    key: 'merchant_name',
    header: 'Merchant',
    sortable: true,
    minWidth: 160,
    textValue: (row) => row.merchant_name ?? '',
    render: (row) => (
      <Inline as="span" align="center" gap="xs" wrap={false} shrinkable>
        <Text as="span" truncate>
          {row.merchant_name}
        </Text>
        {isProcessing(row) && <Icon icon={Clock} size="sm" label={PROCESSING} />}
      </Inline>
    ),
  },
  { key: 'card_name', header: 'Card', sortable: true, minWidth: 120, render: (row) => row.card_name ?? '' },
  {
    key: 'card_holder_name',
    header: 'Card Holder',
    sortable: true,
    minWidth: 130,
    render: (row) => row.card_holder_name ?? '',
  },
  {
    key: 'transaction_amount',
    header: 'Amount',
    sortable: true,
    align: 'end',
    minWidth: 214,
    render: (row) => transactionAmountText(row),
  },
  {
    key: 'transaction_current_status',
    header: 'Status',
    sortable: true,
    minWidth: 140,
    textValue: (row) => transactionStatus(row).label,
    render: (row) => {
      const status = transactionStatus(row);
      return <StatusChip tone={status.tone}>{status.label}</StatusChip>;
    },
  },
];
