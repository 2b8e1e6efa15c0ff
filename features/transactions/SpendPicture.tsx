import { useMemo } from 'react';
import { BarChart, InlineAlert, type BarChartDatum } from 'spend-ui';
import { formatMoney } from '../format/index.js';
import { rangeTransactionLimit, useRangeTransactions } from './api.js';
import {
  CHART_KEYBOARD_HINT,
  MERCHANT_COLUMN,
  NO_SPEND,
  PERIOD_COLUMNS,
  SHOW_TABLE,
  SPEND_COLUMN,
  SPEND_OVER_TIME,
  SPEND_PICTURE,
  SPEND_PICTURE_FAILED,
  spendPictureTooLong,
  TOP_MERCHANTS,
  spendSummary,
} from './messages.js';
import type { DayRange } from './model.js';
import { bucketLabel, bucketShortLabel, spendPicture } from './spend.js';
import { PictureRow } from './SpendPicture.styles.js';
import { SpendPicturePlaceholder } from './SpendPicturePlaceholder.js';

export interface SpendPictureProps {
  /** The tab's `transaction-scale` (none for My Transactions). */
  scale: 'company' | 'team' | undefined;
  range: DayRange;
}

const money = (value: number) => formatMoney(value);

/**
 * The spend picture above the grid: spend over time for the range and scope (by day, week or month,
 * Central time) and the top merchants, each with its table. Loaded lazily by the Transactions page.
 */
export function SpendPicture({ scale, range }: SpendPictureProps) {
  const { data, error } = useRangeTransactions(scale, range);
  const picture = useMemo(() => (data ? spendPicture(data, range) : null), [data, range]);

  const limit = rangeTransactionLimit(error);
  if (limit !== null) return <InlineAlert tone="info">{spendPictureTooLong(limit)}</InlineAlert>;
  if (error) return <InlineAlert tone="danger">{SPEND_PICTURE_FAILED}</InlineAlert>;
  if (!picture) return <SpendPicturePlaceholder />;

  const overTime: BarChartDatum[] = picture.buckets.map((bucket) => ({
    key: bucket.start.toString(),
    label: bucketShortLabel(bucket, picture.granularity),
    description: bucketLabel(bucket, picture.granularity),
    value: bucket.total,
  }));
  const merchants: BarChartDatum[] = picture.topMerchants.map((merchant) => ({
    key: merchant.merchant,
    label: merchant.merchant,
    value: merchant.total,
  }));
  const common = {
    headingLevel: 2 as const,
    formatValue: money,
    tableToggleLabel: SHOW_TABLE,
    keyboardHint: CHART_KEYBOARD_HINT,
  };

  return (
    <PictureRow aria-label={SPEND_PICTURE}>
      <BarChart
        {...common}
        title={SPEND_OVER_TIME}
        data={picture.count > 0 ? overTime : []}
        summary={spendSummary(formatMoney(picture.total), picture.count)}
        categoryHeader={PERIOD_COLUMNS[picture.granularity]}
        valueHeader={SPEND_COLUMN}
        emptyMessage={NO_SPEND}
      />
      <BarChart
        {...common}
        title={TOP_MERCHANTS}
        data={merchants}
        orientation="horizontal"
        categoryHeader={MERCHANT_COLUMN}
        valueHeader={SPEND_COLUMN}
        emptyMessage={NO_SPEND}
      />
    </PictureRow>
  );
}

export default SpendPicture;
