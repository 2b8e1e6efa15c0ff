import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../features/transactions/model.js';
import {
  bucketLabel,
  bucketShortLabel,
  spendBuckets,
  spendGranularity,
  spendPicture,
} from '../../../features/transactions/spend.js';

const day = (year: number, month: number, date: number) => new CalendarDate(year, month, date);
const range = (start: CalendarDate, end: CalendarDate) => ({ start, end });

let nextId = 1;
/** A transaction at noon Central time (17:00 UTC in summer, 18:00 in winter) of a day. */
function transaction(at: string, amount: number, merchant: string, extra: Partial<Transaction> = {}): Transaction {
  nextId += 1;
  return {
    id: nextId,
    transaction_date: at,
    transaction_amount: amount,
    merchant_name: merchant,
    transaction_status: 'APPROVED',
    transaction_current_status: 'POST',
    ...extra,
  };
}

describe('spend granularity', () => {
  it('cuts up to 31 days by day, up to 26 weeks by week, longer by month', () => {
    expect(spendGranularity(range(day(2025, 3, 1), day(2025, 3, 31)))).toBe('day');
    expect(spendGranularity(range(day(2025, 3, 1), day(2025, 4, 1)))).toBe('week');
    expect(spendGranularity(range(day(2025, 1, 1), day(2025, 6, 30)))).toBe('week');
    expect(spendGranularity(range(day(2025, 1, 1), day(2025, 7, 31)))).toBe('month');
  });
});

describe('spend buckets', () => {
  it('covers a range with days, Sunday-to-Saturday weeks or months, cut at the ends', () => {
    expect(spendBuckets(range(day(2025, 3, 30), day(2025, 4, 2))).map((bucket) => bucket.start.toString())).toEqual([
      '2025-03-30',
      '2025-03-31',
      '2025-04-01',
      '2025-04-02',
    ]);
    // 2025-03-05 is a Wednesday: the first week runs to Saturday the 8th.
    const weeks = spendBuckets(range(day(2025, 3, 5), day(2025, 4, 20)));
    expect(weeks[0]).toMatchObject({ start: day(2025, 3, 5), end: day(2025, 3, 8) });
    expect(weeks[1]).toMatchObject({ start: day(2025, 3, 9), end: day(2025, 3, 15) });
    expect(weeks.at(-1)).toMatchObject({ start: day(2025, 4, 20), end: day(2025, 4, 20) });
    const months = spendBuckets(range(day(2024, 11, 15), day(2025, 6, 10)));
    expect(months.map((bucket) => bucket.start.toString())).toEqual([
      '2024-11-15',
      '2024-12-01',
      '2025-01-01',
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
    ]);
    expect(months.at(-1)?.end).toEqual(day(2025, 6, 10));
  });

  it('tile the range without gap or overlap for any range (property)', () => {
    const start = fc.integer({ min: 0, max: 3000 }).map((offset) => day(2020, 1, 1).add({ days: offset }));
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 800 }), (first, length) => {
        const whole = range(first, first.add({ days: length }));
        const buckets = spendBuckets(whole);
        expect(buckets[0]?.start).toEqual(whole.start);
        expect(buckets.at(-1)?.end).toEqual(whole.end);
        buckets.forEach((bucket, index) => {
          expect(bucket.start.compare(bucket.end)).toBeLessThanOrEqual(0);
          const next = buckets[index + 1];
          if (next) expect(next.start).toEqual(bucket.end.add({ days: 1 }));
        });
        expect(buckets.length).toBeLessThanOrEqual(31);
      }),
    );
  });
});

describe('the spend picture', () => {
  const march = range(day(2025, 3, 1), day(2025, 3, 31));
  const rows = [
    transaction('2025-03-03T18:00:00.000Z', 12.5, 'Blue Bottle Coffee'),
    transaction('2025-03-03T20:00:00.000Z', 100.1, 'Delta Air Lines'),
    transaction('2025-03-04T02:30:00.000Z', 0.2, 'Blue Bottle Coffee'), // March 3 in Chicago
    transaction('2025-03-10T18:00:00.000Z', 250, 'Delta Air Lines'),
    transaction('2025-03-10T19:00:00.000Z', -100.1, 'Delta Air Lines', { transaction_current_status: 'REVERSAL' }),
    transaction('2025-03-11T18:00:00.000Z', 999, 'Staples', { transaction_status: 'DECLINE' }),
    transaction('2025-03-12T18:00:00.000Z', 45, 'Staples', { declined: true }),
    transaction('2025-03-12T18:00:00.000Z', -30, 'Refund Co', { transaction_current_status: 'CREDIT' }),
    transaction('2025-02-28T18:00:00.000Z', 70, 'Staples'), // before the range
    transaction('2025-04-01T18:00:00.000Z', 70, 'Staples'), // after it
  ];

  it('sums each day in cents, nets credits and reversals, leaves declined and out-of-range rows out', () => {
    const picture = spendPicture(rows, march);
    expect(picture.granularity).toBe('day');
    expect(picture.buckets).toHaveLength(31);
    const totals = Object.fromEntries(
      picture.buckets.filter((bucket) => bucket.count > 0).map((bucket) => [bucket.start.day, bucket.total]),
    );
    expect(totals).toEqual({ 3: 112.8, 10: 149.9, 12: -30 });
    expect(picture.total).toBe(232.7);
    expect(picture.count).toBe(6);
    expect(picture.total).toBe(
      picture.buckets.reduce((sum, bucket) => Math.round((sum + bucket.total) * 100) / 100, 0),
    );
  });

  it('ranks the merchants by net spend and leaves out those with none', () => {
    expect(spendPicture(rows, march).topMerchants).toEqual([
      { merchant: 'Delta Air Lines', total: 250, count: 3 },
      { merchant: 'Blue Bottle Coffee', total: 12.7, count: 2 },
    ]);
    expect(spendPicture(rows, march, { topMerchants: 1 }).topMerchants).toHaveLength(1);
  });

  it('puts a transaction into the week or month of its Central day', () => {
    const quarter = range(day(2025, 1, 15), day(2025, 3, 31));
    const picture = spendPicture(rows, quarter);
    expect(picture.granularity).toBe('week');
    const week = picture.buckets.find((bucket) => bucket.start.compare(day(2025, 3, 2)) === 0);
    expect(week).toMatchObject({ end: day(2025, 3, 8), total: 112.8, count: 3 });
    const year = spendPicture(rows, range(day(2024, 6, 1), day(2025, 4, 30)));
    expect(year.granularity).toBe('month');
    expect(year.buckets.find((bucket) => bucket.start.month === 3 && bucket.start.year === 2025)?.total).toBe(232.7);
    expect(year.total).toBe(372.7);
  });

  it('is empty, with every bucket at zero, without transactions', () => {
    const picture = spendPicture([], march);
    expect(picture.total).toBe(0);
    expect(picture.topMerchants).toEqual([]);
    expect(picture.buckets.every((bucket) => bucket.total === 0 && bucket.count === 0)).toBe(true);
  });
});

describe('bucket labels', () => {
  it('read as dates of the bucket', () => {
    const bucket = { start: day(2025, 3, 2), end: day(2025, 3, 8) };
    expect(bucketShortLabel(bucket, 'day')).toBe('Mar 2');
    expect(bucketLabel(bucket, 'day')).toBe('March 2, 2025');
    expect(bucketLabel(bucket, 'week')).toMatch(/^March 2\s?–\s?8, 2025$/);
    expect(bucketShortLabel({ start: day(2025, 3, 1) }, 'month')).toBe('Mar 2025');
    expect(bucketLabel({ start: day(2025, 3, 1), end: day(2025, 3, 31) }, 'month')).toBe('March 2025');
    expect(bucketLabel({ start: day(2025, 3, 15), end: day(2025, 3, 31) }, 'month')).toMatch(
      /^March 15\s?–\s?31, 2025$/,
    );
  });
});
