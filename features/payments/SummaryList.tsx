import { Fragment } from 'react';
import { PaymentSummaryList } from './Payments.styles.js';

export interface SummaryRow {
  term: string;
  value: string;
}

/** Terms and values of what a step confirms or a payment was. */
export function SummaryList({ rows, label }: { rows: readonly SummaryRow[]; label?: string }) {
  return (
    <PaymentSummaryList aria-label={label}>
      {rows.map((row) => (
        <Fragment key={row.term}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </Fragment>
      ))}
    </PaymentSummaryList>
  );
}
