import { DescriptionList } from 'spend-ui';

export interface SummaryRow {
  term: string;
  value: string;
}

/**
 * Terms and values of what a step confirms or a payment was: each term beside its value where there is
 * room, above it on a phone.
 */
export function SummaryList({ rows, label }: { rows: readonly SummaryRow[]; label?: string }) {
  return <DescriptionList aria-label={label} items={rows.map((row) => ({ term: row.term, description: row.value }))} />;
}
