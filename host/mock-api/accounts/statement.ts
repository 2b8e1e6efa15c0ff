import { HttpResponse } from 'msw';
import type { UserRecord } from '../auth/model.js';
import { selectedCompany } from '../auth/views.js';
import { json } from '../core/http.js';
import type { DemoStore } from '../core/store.js';
import { accountMessages } from './model.js';
import type { StatementRow } from './statementFiles.js';
import { activityView, companyBalance } from './views.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * GET /utility/export-statement?from=&to=&file_type=pdf|xlsx&currency= (§7): the account's activity
 * between the two days (UTC, as the activity grid dates them), error items left out, newest first, as a
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
  const today = new Date(store.now()).toISOString().slice(0, 10);
  if (fileType !== 'pdf' && fileType !== 'xlsx') return json({ errors: [accountMessages.statementFileType] }, 400);
  if (!DAY.test(from) || !DAY.test(to) || from > to || to > today) {
    return json({ errors: [accountMessages.statementDates] }, 400);
  }
  const company = selectedCompany(store, user);
  if (!company || !companyBalance(store, company.id, currency)) {
    return json({ errors: [accountMessages.unknownAccount(currency)] }, 404);
  }
  const now = store.now();
  const rows: StatementRow[] = store
    .filter('accountActivity', (row) => row.company_id === company.id && row.status !== 'error')
    .map((row) => ({ row, view: activityView(row, now) }))
    .filter(({ row }) => (row.model_name === 'inbound' ? row.currency : row.account_currency) === currency)
    .filter(({ view }) => view.created_at.slice(0, 10) >= from && view.created_at.slice(0, 10) <= to)
    .sort((a, b) => b.view.created_at.localeCompare(a.view.created_at))
    .map(({ row, view }) => ({
      day: view.created_at.slice(0, 10),
      type: row.model_name,
      description: row.model_name === 'inbound' ? 'Money received' : (row.description ?? ''),
      status: row.status,
      amount: row.amount,
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
