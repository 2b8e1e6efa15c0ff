import { endOfMonth, endOfWeek, startOfMonth, startOfWeek, type CalendarDate } from '@internationalized/date';
import { centralDayOf } from '../format/dates.js';
import { isDeclined, type DayRange, type Transaction } from './model.js';

/*
 * The spend picture of the Transactions page: spend over time for the range and the top merchants,
 * aggregated from the range's transactions (the spec has no aggregate endpoint, §7). Spend is what the
 * "Amount spent" card counts: every transaction but the declined ones, credits and reversals netted.
 */

/** How the range is cut: days up to a month, weeks up to half a year, months beyond. */
export type SpendGranularity = 'day' | 'week' | 'month';

/** One bar of spend over time: a day, a week or a month, cut to the range at its ends. */
export interface SpendBucket {
  start: CalendarDate;
  end: CalendarDate;
  total: number;
  count: number;
}

export interface MerchantSpend {
  merchant: string;
  total: number;
  count: number;
}

export interface SpendPicture {
  granularity: SpendGranularity;
  buckets: SpendBucket[];
  /** The merchants with the most net spend, most first (those with none left out). */
  topMerchants: MerchantSpend[];
  total: number;
  /** Transactions counted (declined ones are not). */
  count: number;
}

/** Days up to 31 are shown as days, up to 26 weeks as weeks, longer ranges as months. */
export function spendGranularity(range: DayRange): SpendGranularity {
  const days = range.end.compare(range.start) + 1;
  if (days <= 31) return 'day';
  if (days <= 26 * 7) return 'week';
  return 'month';
}

/** The US week (Sunday to Saturday) and the calendar month, as the page's US users read them. */
const WEEK_LOCALE = 'en-US';

function laterOf(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a.compare(b) >= 0 ? a : b;
}

function earlierOf(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a.compare(b) <= 0 ? a : b;
}

function bucketEnd(day: CalendarDate, granularity: SpendGranularity): CalendarDate {
  if (granularity === 'week') return endOfWeek(day, WEEK_LOCALE);
  if (granularity === 'month') return endOfMonth(day);
  return day;
}

function bucketStart(day: CalendarDate, granularity: SpendGranularity): CalendarDate {
  if (granularity === 'week') return startOfWeek(day, WEEK_LOCALE);
  if (granularity === 'month') return startOfMonth(day);
  return day;
}

/** The empty buckets covering the range, in order; the first and last are cut to the range. */
export function spendBuckets(range: DayRange, granularity = spendGranularity(range)): SpendBucket[] {
  const buckets: SpendBucket[] = [];
  let cursor = range.start;
  while (cursor.compare(range.end) <= 0) {
    const end = earlierOf(bucketEnd(cursor, granularity), range.end);
    buckets.push({ start: cursor, end, total: 0, count: 0 });
    cursor = end.add({ days: 1 });
  }
  return buckets;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Spend over time and the top merchants of the range's transactions: declined ones left out, credits
 * and reversals netted, days in Central time, rows outside the range ignored. Sums are kept in cents.
 */
export function spendPicture(
  transactions: readonly Transaction[],
  range: DayRange,
  { topMerchants = 5 }: { topMerchants?: number } = {},
): SpendPicture {
  const granularity = spendGranularity(range);
  const buckets = spendBuckets(range, granularity);
  const bucketCents = buckets.map(() => 0);
  const byStart = new Map(buckets.map((bucket, index) => [bucket.start.toString(), index]));
  const merchants = new Map<string, { cents: number; count: number }>();
  let totalCents = 0;
  let count = 0;

  for (const transaction of transactions) {
    if (isDeclined(transaction)) continue;
    const day = centralDayOf(transaction.transaction_date);
    if (!day || day.compare(range.start) < 0 || day.compare(range.end) > 0) continue;
    const index = byStart.get(laterOf(bucketStart(day, granularity), range.start).toString());
    const bucket = index === undefined ? undefined : buckets[index];
    if (index === undefined || !bucket) continue;
    const amount = cents(transaction.transaction_amount);
    bucketCents[index] = (bucketCents[index] ?? 0) + amount;
    bucket.count += 1;
    totalCents += amount;
    count += 1;
    const name = transaction.merchant_name?.trim();
    if (name) {
      const merchant = merchants.get(name) ?? { cents: 0, count: 0 };
      merchant.cents += amount;
      merchant.count += 1;
      merchants.set(name, merchant);
    }
  }

  buckets.forEach((bucket, index) => {
    bucket.total = (bucketCents[index] ?? 0) / 100;
  });
  const ranked = [...merchants]
    .filter(([, merchant]) => merchant.cents > 0)
    .sort(([nameA, a], [nameB, b]) => b.cents - a.cents || nameA.localeCompare(nameB))
    .slice(0, topMerchants)
    .map(([merchant, { cents: sum, count: times }]) => ({ merchant, total: sum / 100, count: times }));
  return { granularity, buckets, topMerchants: ranked, total: totalCents / 100, count };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const asDate = (day: CalendarDate) => day.toDate('UTC');

/** A bucket's short label under its bar: "Mar 3", the week's first day, or "Mar 2025". */
export function bucketShortLabel(bucket: Pick<SpendBucket, 'start'>, granularity: SpendGranularity): string {
  return granularity === 'month' ? monthFormat.format(asDate(bucket.start)) : dayFormat.format(asDate(bucket.start));
}

/** A bucket's full label for the table and screen readers: "March 3, 2025", "March 2 – 8, 2025", "March 2025". */
export function bucketLabel(bucket: Pick<SpendBucket, 'start' | 'end'>, granularity: SpendGranularity): string {
  if (granularity === 'day') return longDayFormat.format(asDate(bucket.start));
  if (granularity === 'month' && bucket.start.day === 1 && bucket.end.compare(endOfMonth(bucket.start)) === 0) {
    return longMonthFormat.format(asDate(bucket.start));
  }
  if (bucket.start.compare(bucket.end) === 0) return longDayFormat.format(asDate(bucket.start));
  return longDayFormat.formatRange(asDate(bucket.start), asDate(bucket.end));
}
