import { HttpResponse } from 'msw';
import { csvField } from 'spend-ui';
import type { UserRecord } from '../auth/model.js';
import { selectedCompany } from '../auth/views.js';
import { json } from '../core/http.js';
import type { DemoStore } from '../core/store.js';
import { accountMessages } from './model.js';
import { activityView, companyBalance } from './views.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * GET /utility/export-statement?from=&to=&file_type=pdf|xlsx&currency= (§7): the account's activity
 * between the two days (UTC, as the activity grid dates them), error items left out. The demo has no PDF
 * or spreadsheet library, so whatever the file type it answers the statement as CSV (a spreadsheet
 * program opens it), named by Content-Disposition. 400 {errors} for a bad range or type, 404 for an
 * account the company does not hold.
 */
export function exportStatement(request: Request, store: DemoStore, user: UserRecord): Response {
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
  const rows = store
    .filter('accountActivity', (row) => row.company_id === company.id && row.status !== 'error')
    .map((row) => ({ row, view: activityView(row, now) }))
    .filter(({ row }) => (row.model_name === 'inbound' ? row.currency : row.account_currency) === currency)
    .filter(({ view }) => view.created_at.slice(0, 10) >= from && view.created_at.slice(0, 10) <= to)
    .sort((a, b) => b.view.created_at.localeCompare(a.view.created_at));
  const header = ['Created on (UTC)', 'Type', 'Description', 'Status', 'Amount', 'Currency'];
  const lines = rows.map(({ row, view }) =>
    [
      view.created_at.slice(0, 10),
      row.model_name,
      row.model_name === 'inbound' ? 'Money received' : (row.description ?? ''),
      row.status,
      row.amount.toFixed(2),
      row.currency,
    ]
      .map(csvField)
      .join(','),
  );
  return new HttpResponse([header.join(','), ...lines].join('\n') + '\n', {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="statement-${currency}-${from}-${to}.csv"`,
    },
  });
}
