import { HttpResponse } from 'msw';
import type { UserRecord } from '../auth/model.js';
import { selectedCompany } from '../auth/views.js';
import { json } from '../core/http.js';
import type { DemoStore } from '../core/store.js';
import { accountMessages } from './model.js';
import type { StatementRow } from './statementFiles.js';
import { activityView, companyBalance } from './views.js';
import {
  accountActivityRows,
  type ActivityAnswer,
  activityDay,
  activityToday,
  statementDateProblems,
} from 'spend-ui/features/rules';
import { parseDate, type CalendarDate } from '@internationalized/date';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day of the calendar, or null (2026-02-30 is none). */
function calendarDay(text: string): CalendarDate | null {
  if (!DAY.test(text)) return null;
  try {
    const day = parseDate(text);
    return day.toString() === text ? day : null;
  } catch {
    return null;
  }
}

/**
 * GET /utility/export-statement?from=&to=&file_type=pdf|xlsx&currency= (§7): the account's activity
 * between the two days (UTC, as the activity grid dates them; today is today in UTC; the range refused by
 * the form's rule and words, `statementDateProblems`), each movement in
 * the account's currency as its Activity tab states it, error items left out, newest first, as a
 * real PDF or XLSX named by Content-Disposition (`statement-USD-2026-03-01-2026-03-10.pdf`). The file
 * writers (statementFiles.ts) load only when a statement is asked. 400 {errors} for a bad range or type,
 * 404 for an account the company does not hold.
 */
export async function exportStatement(request: Request, store: DemoStore, user: UserRecord): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const currency = (query.get('currency') ?? '').trim().toUpperCase();
  const fileType = query.get('file_type');
  // The activity's day (UTC, §9) is the statement's day: an evening payment in Central time is already
  // tomorrow's in UTC, and the statement reaches it (one rule with the client's form).
  const today = activityToday(store.now());
  if (fileType !== 'pdf' && fileType !== 'xlsx') return json({ errors: [accountMessages.statementFileType] }, 400);
  const fromDay = calendarDay(from);
  const toDay = calendarDay(to);
  if (!fromDay || !toDay) return json({ errors: [accountMessages.statementDates] }, 400);
  // The form's rule and words (features/accounts): neither day after today, From on or before To.
  const [problem] = statementDateProblems(fromDay, toDay, today);
  if (problem) return json({ errors: [problem.message] }, 400);
  const company = selectedCompany(store, user);
  if (!company || !companyBalance(store, company.id, currency)) {
    return json({ errors: [accountMessages.unknownAccount(currency)] }, 404);
  }
  const now = store.now();
  const answer = {
    data: {
      payments: [] as ActivityAnswer['data']['payments'],
      inbound: [] as ActivityAnswer['data']['inbound'],
      conversions: [] as ActivityAnswer['data']['conversions'],
    },
  };
  for (const row of store.filter('accountActivity', (candidate) => candidate.company_id === company.id)) {
    const view = activityView(row, now);
    if (view.model_name === 'inbound') answer.data.inbound.push(view);
    else if (view.model_name === 'conversion') answer.data.conversions.push(view);
    else answer.data.payments.push(view);
  }
  // The account's own movements, in its currency, as its Activity tab lists them.
  const rows: StatementRow[] = accountActivityRows(answer, currency)
    .map((row) => ({ row, day: activityDay(row.createdAt) ?? '' }))
    .filter(({ day }) => day >= from && day <= to)
    .map(({ row, day }) => ({
      day,
      type: row.item.model_name,
      description: row.description,
      status: row.item.status,
      amount: row.amount ?? 0,
      currency: row.currency,
    }));
  const { statementFile } = await import('./statementFiles.js');
  const file = statementFile({ companyName: company.company_name, currency, from, to, rows, createdAt: now }, fileType);
  return new HttpResponse(file.bytes, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="statement-${currency}-${from}-${to}.${fileType}"`,
    },
  });
}
