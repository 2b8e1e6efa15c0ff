import type { HttpHandler } from 'msw';
import { acceptedFile, can } from 'spend-ui/features/rules';
import { roleHolder } from '../auth/roleHolder.js';
import { isObject, json, text, type JsonObject, type RouteBuilder } from '../core/http.js';
import type { UserRecord } from '../auth/model.js';
import { readMultipart } from '../core/multipart.js';
import type { DemoStore } from '../core/store.js';
import type { TransactionRecord } from '../transactions/model.js';
import { centralDay, scopedTransactions, transactionView, widestScale } from '../transactions/views.js';
import { approvalView } from './views.js';
import { selectedCompany, selectedMembership } from '../auth/views.js';
import { transactionMessages as messages } from '../transactions/messages.js';
import { textTooLong } from '../core/textLimits.js';

/*
 * POST /card/card/transaction/memo-receipt-response — a memo (JSON {category: TRANSACTION_MEMO_RESPONSE,
 *   transaction, reason}) or a receipt (multipart {category: TRANSACTION_RECEIPT_RESPONSE, transaction,
 *   image}) → 201 {results: transaction}. Only the transaction's own user (403 otherwise). 400 {results:
 *   text} for an empty memo, a second memo, a missing file or a file whose content is not jpeg/png/pdf.
 * PATCH /card/card/transaction/memo-receipt-response/{id} — the same payloads on an existing memo or
 *   receipt → 200 {results: transaction}. A memo whose transaction already had a receipt requested:
 *   400 {transaction: [text]} (the screen shows the spec's text for this flag).
 * POST /card/card/transaction/receipt/approval/{transactionId} → {results: {approved}}: role 1 matches
 *   the receipt of someone else's transaction (approved true); others, and role 1 on their own, ask for
 *   approval (approved false, a pending request): nobody approves their own receipt. 400
 *   {results: {response: text}} without a receipt, when matched already or a request is pending.
 * GET /card/card/transaction/receipt/approval → {results: [request]}: the pending and rejected requests
 *   of the company (role 1) or of the manager's team (role 3), never the caller's own (requested by them
 *   or on their transaction: nobody approves their own receipt); 403 for other roles and for a company
 *   without RECEIPT_APPROVAL (the page's capability, `receipt-approval.view`; the PATCH likewise).
 * PATCH /card/card/transaction/receipt/approval/{id} {status: approve|reject} → {results: request}.
 */

/** Receipts: jpeg, jpg, png or pdf — judged by content, as the client does (spend-ui's `acceptedFile`). */
const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

async function readPayload(request: Request): Promise<{ fields: JsonObject; file: File | null }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const body = await readMultipart(request);
    const fields: JsonObject = {};
    for (const name of body.names()) fields[name] = body.text(name);
    return { fields, file: body.file('image') ?? null };
  }
  try {
    const body: unknown = await request.json();
    return { fields: isObject(body) ? body : {}, file: null };
  } catch {
    return { fields: {}, file: null };
  }
}

/** The receipt typed by its content, or the 400 answer for a missing file or one of another format. */
async function receiptUpload(file: File | null): Promise<File | Response> {
  if (!file) return json({ results: messages.fileRequired }, 400);
  return (await acceptedFile(file, RECEIPT_TYPES)) ?? json({ results: messages.unsupportedFile }, 400);
}

/** OCR flags for an uploaded receipt: drawn from the store's seeded stream, mostly matching. */
function ocrFlags(store: DemoStore) {
  const random = store.random('receipt-ocr');
  return { vendor_match: random.chance(0.8), amount_match: random.chance(0.7), date_match: random.chance(0.9) };
}

function ownTransaction(store: DemoStore, user: UserRecord, id: number): TransactionRecord | Response {
  const day = centralDay(store.now());
  const row = scopedTransactions(store, user, widestScale(store, user), day).find((entry) => entry.id === id);
  if (!row) return json({ detail: messages.transactionNotFound }, 404);
  if (row.user_id !== user.id) return json({ detail: messages.notOwner }, 403);
  return row;
}

function answer(store: DemoStore, row: TransactionRecord, status = 200): Response {
  const current = store.get('transactions', row.id) ?? row;
  return json({ results: transactionView(store, current, centralDay(store.now())) }, status);
}

function storeReceipt(store: DemoStore, row: TransactionRecord, user: UserRecord, file: File, existingId?: number) {
  const flags = ocrFlags(store);
  const values = {
    transaction_id: row.id,
    user_id: user.id,
    kind: file.type === 'application/pdf' ? ('pdf' as const) : ('image' as const),
    file_name: file.name,
    upload: store.saveFile(file),
    receipt_rejected: false,
    ...flags,
  };
  if (existingId === undefined) store.insert('receiptResponses', values);
  else store.update('receiptResponses', existingId, values);
  store.update('transactions', row.id, {
    receipt_matched: flags.vendor_match && flags.amount_match && flags.date_match,
  });
}

function approvalsFor(store: DemoStore, user: UserRecord) {
  const company = selectedCompany(store, user);
  const holder = roleHolder(selectedMembership(store, user));
  // The admin and managers answer requests: the admin's of the company, a manager's of the team.
  if (!company || !can(holder, 'transactions.team-tab')) return null;
  const day = centralDay(store.now());
  const scale = can(holder, 'receipts.approve') ? 'company' : 'team';
  const readableIds = new Set(scopedTransactions(store, user, scale, day).map((row) => row.id));
  return store.filter(
    'receiptApprovals',
    (request) =>
      request.company_id === company.id &&
      request.status !== 'approved' &&
      readableIds.has(request.transaction_id) &&
      request.requested_by_user_id !== user.id &&
      store.get('transactions', request.transaction_id)?.user_id !== user.id,
  );
}

export function receiptHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.authenticated('post', '/card/card/transaction/memo-receipt-response', async ({ request, store, user }) => {
      const { fields, file } = await readPayload(request);
      const row = ownTransaction(store, user, Number(text(fields.transaction)));
      if (row instanceof Response) return row;
      const category = text(fields.category);
      if (category === 'TRANSACTION_MEMO_RESPONSE') {
        const reason = text(fields.reason);
        if (!reason) return json({ results: messages.memoEmpty }, 400);
        const tooLong = textTooLong({ reason: [reason, 'memo'] });
        if (tooLong) return json({ results: tooLong[1] }, 400);
        if (store.find('memoResponses', (memo) => memo.transaction_id === row.id)) {
          return json({ results: messages.memoExists }, 400);
        }
        store.insert('memoResponses', { transaction_id: row.id, user_id: user.id, reason, created_at: store.now() });
        return answer(store, row, 201);
      }
      if (category === 'TRANSACTION_RECEIPT_RESPONSE') {
        const upload = await receiptUpload(file);
        if (upload instanceof Response) return upload;
        const existing = store.find('receiptResponses', (receipt) => receipt.transaction_id === row.id);
        storeReceipt(store, row, user, upload, existing?.id);
        return answer(store, row, 201);
      }
      return json({ results: messages.unknownCategory }, 400);
    }),

    routes.authenticated(
      'patch',
      '/card/card/transaction/memo-receipt-response/:id',
      async ({ request, params, store, user }) => {
        const { fields, file } = await readPayload(request);
        const id = Number(params.id);
        const category = text(fields.category);
        if (category === 'TRANSACTION_MEMO_RESPONSE') {
          const memo = store.get('memoResponses', id);
          if (!memo) return json({ detail: messages.responseNotFound }, 404);
          const row = ownTransaction(store, user, memo.transaction_id);
          if (row instanceof Response) return row;
          if (row.receipt_requested) return json({ transaction: [messages.receiptRequested] }, 400);
          const reason = text(fields.reason);
          if (!reason) return json({ results: messages.memoEmpty }, 400);
          const tooLong = textTooLong({ reason: [reason, 'memo'] });
          if (tooLong) return json({ results: tooLong[1] }, 400);
          store.update('memoResponses', id, { reason });
          return answer(store, row);
        }
        if (category === 'TRANSACTION_RECEIPT_RESPONSE') {
          const receipt = store.get('receiptResponses', id);
          if (!receipt) return json({ detail: messages.responseNotFound }, 404);
          const row = ownTransaction(store, user, receipt.transaction_id);
          if (row instanceof Response) return row;
          const upload = await receiptUpload(file);
          if (upload instanceof Response) return upload;
          storeReceipt(store, row, user, upload, receipt.id);
          return answer(store, row);
        }
        return json({ results: messages.unknownCategory }, 400);
      },
    ),

    // The approvals page's own capability (role 1 or 3, the company's RECEIPT_APPROVAL on): 403 otherwise.
    routes.guarded('get', '/card/card/transaction/receipt/approval', 'receipt-approval.view', ({ store, user }) => {
      const requests = approvalsFor(store, user);
      if (!requests) return json({ detail: messages.permissionDenied }, 403);
      const day = centralDay(store.now());
      const newestFirst = [...requests].sort((a, b) => b.id - a.id);
      return json({ results: newestFirst.map((request) => approvalView(store, request, day)) });
    }),

    routes.authenticated('post', '/card/card/transaction/receipt/approval/:id', ({ params, store, user }) => {
      const day = centralDay(store.now());
      const row = scopedTransactions(store, user, widestScale(store, user), day).find(
        (entry) => entry.id === Number(params.id),
      );
      if (!row) return json({ results: { response: messages.transactionNotFound } }, 404);
      const receipt = store.find('receiptResponses', (entry) => entry.transaction_id === row.id);
      if (!receipt || receipt.receipt_rejected) return json({ results: { response: messages.noReceipt } }, 400);
      if (row.receipt_matched) return json({ results: { response: messages.receiptAlreadyMatched } }, 400);
      if (can(roleHolder(selectedMembership(store, user)), 'receipts.approve') && row.user_id !== user.id) {
        store.update('transactions', row.id, { receipt_matched: true });
        for (const request of store.filter('receiptApprovals', (entry) => entry.transaction_id === row.id)) {
          if (request.status === 'pending') store.update('receiptApprovals', request.id, { status: 'approved' });
        }
        return json({ results: { approved: true } });
      }
      const pending = store.find(
        'receiptApprovals',
        (entry) => entry.transaction_id === row.id && entry.status === 'pending',
      );
      if (pending) return json({ results: { response: messages.approvalPending } }, 400);
      store.insert('receiptApprovals', {
        company_id: row.company_id,
        transaction_id: row.id,
        requested_by_user_id: user.id,
        status: 'pending',
        created_at: store.now(),
      });
      return json({ results: { approved: false } });
    }),

    routes.guarded(
      'patch',
      '/card/card/transaction/receipt/approval/:id',
      'receipt-approval.view',
      async ({ request, params, store, user }) => {
        const requests = approvalsFor(store, user);
        if (!requests) return json({ detail: messages.permissionDenied }, 403);
        const approval = requests.find((entry) => entry.id === Number(params.id));
        if (!approval) return json({ detail: messages.approvalNotFound }, 404);
        if (approval.status !== 'pending') return json({ detail: messages.approvalResolved }, 400);
        const { fields } = await readPayload(request);
        const status = text(fields.status);
        if (status !== 'approve' && status !== 'reject') return json({ status: [messages.invalidStatus] }, 400);
        const receipt = store.find('receiptResponses', (entry) => entry.transaction_id === approval.transaction_id);
        if (status === 'approve') {
          store.update('transactions', approval.transaction_id, { receipt_matched: true });
        } else if (receipt) {
          store.update('receiptResponses', receipt.id, { receipt_rejected: true });
        }
        const updated = store.update('receiptApprovals', approval.id, {
          status: status === 'approve' ? 'approved' : 'rejected',
        });
        return json({ results: approvalView(store, updated, centralDay(store.now())) });
      },
    ),
  ];
}
