import type { CalendarDate } from '@internationalized/date';
import { toApiDate } from '../format/apiDates.js';

// The Statement tab's export form (accounts-payments-recipients.md §2, §7, §9): From and To (MM/dd/yyyy,
// default today), PDF or XLSX (default xlsx), From ≤ To ≤ today.

export const STATEMENT_FILE_TYPES = ['pdf', 'xlsx'] as const;
export type StatementFileType = (typeof STATEMENT_FILE_TYPES)[number];
/** Default export format (§9). */
export const DEFAULT_STATEMENT_FILE_TYPE: StatementFileType = 'xlsx';

export interface StatementFormValues {
  from: CalendarDate | null;
  to: CalendarDate | null;
  file_type: StatementFileType;
}

/** Both dates today (today as the activity dates it, in UTC: `activityToday`), xlsx. */
export function statementDefaults(today: CalendarDate): StatementFormValues {
  return { from: today, to: today, file_type: DEFAULT_STATEMENT_FILE_TYPE };
}

/** The pickers' bounds, so a date the rules refuse cannot be picked: From ≤ To ≤ today. */
export function statementDateBounds(values: Pick<StatementFormValues, 'from' | 'to'>, today: CalendarDate) {
  const toMax = today;
  const fromMax = values.to && values.to.compare(today) < 0 ? values.to : today;
  return { from: { maxValue: fromMax }, to: { minValue: values.from ?? undefined, maxValue: toMax } };
}

/** GET /utility/export-statement's query (§7): dates as YYYY-MM-DD. */
export interface StatementQuery {
  from: string;
  to: string;
  file_type: StatementFileType;
  currency: string;
}

export function statementQuery(
  values: { from: CalendarDate; to: CalendarDate; file_type: StatementFileType },
  currency: string,
): StatementQuery {
  return { from: toApiDate(values.from), to: toApiDate(values.to), file_type: values.file_type, currency };
}

/** The file's name when the answer has no Content-Disposition: `statement-USD-2026-01-01-2026-01-31.xlsx`. */
export function statementFallbackFileName(query: StatementQuery): string {
  return `statement-${query.currency}-${query.from}-${query.to}.${query.file_type}`;
}
