import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { can, type User } from 'spend-ui/features';
import {
  balanceCards,
  rangeProblem,
  defaultRange,
  exportFileName,
  exportQuery,
  isProcessing,
  memoPayload,
  receiptNeedsApproval,
  receiptState,
  searchKeyword,
  searchPath,
  spendPercent,
  transactionListFilters,
  transactionStatus,
} from '../../../features/transactions/model.js';
import { memoSchema } from '../../../features/transactions/schemas.js';
import { fileTypeProblem, RECEIPT_FILES } from '../../../features/api/uploads.js';
import { pagedQueryParams } from '../../../features/api/usePagedQuery.js';
import { receiptActionFor, transactionScale, transactionTabsFor } from '../../../features/access/scopes.js';
import { formatMoney } from '../../../features/format/index.js';
import { UNSUPPORTED_RECEIPT_FILE } from '../../../features/transactions/messages.js';
import {
  merchantCharge,
  transactionAmountText,
  transactionCurrency,
  type Transaction,
} from '../../../features/transactions/model.js';

const day = (year: number, month: number, date: number) => new CalendarDate(year, month, date);
const calendarDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()));

const roleUser = (permission_level: number, beta_features: string[] = []): User => ({
  email: 'someone@northwind.example',
  permission_level,
  company_setting: { beta_features_enabled: beta_features.length > 0, beta_features },
});

describe('the date range', () => {
  it('defaults to the first of the month up to today', () => {
    expect(defaultRange(day(2026, 11, 23))).toEqual({ start: day(2026, 11, 1), end: day(2026, 11, 23) });
    fc.assert(
      fc.property(calendarDay, (today) => {
        const range = defaultRange(today);
        return range.start.day === 1 && range.start.month === today.month && range.end.compare(today) === 0;
      }),
    );
  });

  it('says why a range cannot be loaded: a day after today first, then a start after its end', () => {
    expect(rangeProblem({ start: day(2026, 11, 1), end: day(2026, 11, 30) }, day(2026, 11, 25))).toBe('after-today');
    expect(rangeProblem({ start: day(2026, 11, 9), end: day(2026, 11, 3) }, day(2026, 11, 25))).toBe('start-after-end');
    fc.assert(
      fc.property(calendarDay, calendarDay, calendarDay, (a, b, today) => {
        const problem = rangeProblem({ start: a, end: b }, today);
        const loadable = a.compare(b) <= 0 && b.compare(today) <= 0;
        return loadable ? problem === null : problem !== null;
      }),
    );
  });
});

describe('query builders', () => {
  const range = { start: day(2026, 3, 1), end: day(2026, 3, 8) };

  it('sends the scale, the dates as YYYY-MM-DD and the declined flag', () => {
    expect(transactionListFilters('company', range, true)).toEqual({
      'transaction-scale': 'company',
      'start-date': '2026-03-01',
      'end-date': '2026-03-08',
      show_declined: true,
    });
    expect(transactionListFilters(undefined, range, false)['transaction-scale']).toBeUndefined();
  });

  it('pages and sorts with page, page_size, sort_field and sort_direction', () => {
    expect(
      pagedQueryParams({ page: 3, pageSize: 50, sort: { column: 'transaction_amount', direction: 'descending' } }),
    ).toMatchObject({ page: 3, page_size: 50, sort_field: 'transaction_amount', sort_direction: 'desc' });
  });

  it('asks the export with start_date and end_date and names the file after the range', () => {
    expect(exportQuery(range)).toEqual({ start_date: '2026-03-01', end_date: '2026-03-08' });
    expect(exportFileName(range)).toBe('transactions_2026-03-01_2026-03-08.csv');
  });

  it('lower-cases and trims the search keyword', () => {
    fc.assert(fc.property(fc.string(), (text) => searchKeyword(text) === text.trim().toLowerCase()));
    expect(searchKeyword('  Office DEPOT ')).toBe('office depot');
  });

  it('uses the comdata search only when both comdata flags are set', () => {
    const withFlags = (float_by_comdata: boolean, onboarded_by_comdata: boolean): User => ({
      company_setting: { float_by_comdata, onboarded_by_comdata },
    });
    expect(searchPath(withFlags(true, true))).toBe('card/comdata-transactions/search');
    expect(searchPath(withFlags(true, false))).toBe('card/card-transactions/search');
    expect(searchPath(withFlags(false, true))).toBe('card/card-transactions/search');
    expect(searchPath(null)).toBe('card/card-transactions/search');
  });
});

describe('role rules through can', () => {
  it('gives each role its tabs, and role 2 company scope for the team scope', () => {
    expect(transactionTabsFor(roleUser(1)).map((tab) => tab.tab)).toEqual(['my', 'team', 'company']);
    expect(transactionTabsFor(roleUser(2)).map((tab) => tab.tab)).toEqual(['my', 'company']);
    expect(transactionTabsFor(roleUser(3)).map((tab) => tab.tab)).toEqual(['my', 'team']);
    expect(transactionTabsFor(roleUser(4)).map((tab) => tab.tab)).toEqual(['my']);
    expect(transactionScale(roleUser(2), 'team')).toBe('company');
    expect(transactionScale(roleUser(3), 'team')).toBe('team');
    expect(transactionScale(roleUser(1), 'my')).toBeUndefined();
  });

  it('shows the cashback column to roles 1 and 2, Redeem to role 1 with REDEEM_CASHBACK, approval to role 1', () => {
    expect([1, 2, 3, 4].map((role) => can(roleUser(role), 'transactions.cashback-column'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(can(roleUser(1, ['REDEEM_CASHBACK']), 'cashback.redeem')).toBe(true);
    expect(can(roleUser(1), 'cashback.redeem')).toBe(false);
    expect(can(roleUser(2, ['REDEEM_CASHBACK']), 'cashback.redeem')).toBe(false);
    expect([1, 2, 3, 4].map((role) => can(roleUser(role), 'receipts.approve'))).toEqual([true, false, false, false]);
    expect([1, 2, 3, 4].map((role) => can(roleUser(role), 'receipts.escalate'))).toEqual([false, true, true, true]);
  });

  it("offers Approve Receipt to role 1 on someone else's transaction only: their own is escalated", () => {
    const theirs = { user: { email: 'other@northwind.example' } };
    const own = { user: { email: 'Someone@northwind.example ' } };
    expect([1, 2, 3, 4].map((role) => receiptActionFor(roleUser(role), theirs))).toEqual([
      'approve',
      'escalate',
      'escalate',
      'escalate',
    ]);
    expect([1, 2, 3, 4].map((role) => receiptActionFor(roleUser(role), own))).toEqual([
      'escalate',
      'escalate',
      'escalate',
      'escalate',
    ]);
    expect(receiptActionFor(null, theirs)).toBeNull();
  });
});

describe('receipts', () => {
  const ocr = { vendor_match: true, amount_match: false, date_match: true };
  it('names the four states', () => {
    expect(receiptState({ receipt_response: null })).toBe('not-uploaded');
    expect(receiptState({ receipt_response: { id: 1, receipt_rejected: true, ocr }, receipt_matched: false })).toBe(
      'rejected',
    );
    expect(receiptState({ receipt_response: { id: 1, ocr }, receipt_matched: true })).toBe('matched');
    expect(receiptState({ receipt_response: { id: 1, ocr }, receipt_matched: false })).toBe('not-matched');
  });

  it('asks approval only for a receipt that is uploaded and not matched', () => {
    expect(receiptNeedsApproval({ receipt_response: { id: 1 }, receipt_matched: false })).toBe(true);
    expect(receiptNeedsApproval({ receipt_response: { id: 1 }, receipt_matched: true })).toBe(false);
    expect(receiptNeedsApproval({ receipt_response: null })).toBe(false);
  });

  it('takes a jpeg, png or pdf by its content and refuses others with the spec text', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xdb]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const [name, content] of [
      ['a.jpeg', jpeg],
      ['b.JPG', jpeg],
      ['c.png', png],
      ['d.pdf', '%PDF-1.7'],
    ] as const) {
      expect(await fileTypeProblem(new File([content], name), RECEIPT_FILES)).toBeUndefined();
    }
    for (const [name, content] of [
      ['a.gif', 'GIF87a'],
      ['b.heic', 'ftypheic'],
      ['c.docx', 'PK'],
      ['d.pdf', '<html>'],
    ] as const) {
      expect(await fileTypeProblem(new File([content], name, { type: 'application/pdf' }), RECEIPT_FILES)).toBe(
        UNSUPPORTED_RECEIPT_FILE,
      );
    }
  });
});

describe('amounts and statuses', () => {
  it('caps the spend bar between 0 and 100 percent', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (spent, total) => {
          const percent = spendPercent({ amount_spent: spent, total_balance: total });
          return percent >= 0 && percent <= 100;
        },
      ),
    );
    expect(spendPercent({ amount_spent: 250, total_balance: 1000 })).toBe(25);
    expect(spendPercent({ amount_spent: 1500, total_balance: 1000 })).toBe(100);
  });

  it('hides the current balance and the total limit by beta feature', () => {
    const balances = { amount_spent: 1, available_balance: 2, total_balance: 3 };
    const keys = (features: string[]) => balanceCards(balances, 4, roleUser(1, features)).map((card) => card.key);
    expect(keys([])).toEqual(['amount_spent', 'available_balance', 'total_balance', 'cashback']);
    expect(keys(['HIDE_CURRENT_BALANCE'])).toEqual(['amount_spent', 'total_balance', 'cashback']);
    expect(keys(['CUSTOM_AMOUNT_SPENT'])).toEqual(['amount_spent', 'available_balance', 'cashback']);
  });

  it('shows DECLINE as declined whatever the current status, and processed false as processing', () => {
    expect(transactionStatus({ transaction_status: 'DECLINE', transaction_current_status: 'POST' }).label).toBe(
      'Declined',
    );
    expect(transactionStatus({ transaction_status: 'APPROVED', transaction_current_status: 'REVERSAL' }).label).toBe(
      'Reversal',
    );
    expect(isProcessing({ processed: false })).toBe(true);
    expect(isProcessing({ processed: true })).toBe(false);
    expect(isProcessing({})).toBe(false);
  });
});

describe('memo', () => {
  it('must be non-empty and is sent trimmed with its category', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\s*$/),
        (blank) => memoSchema.safeParse({ reason: blank }).error?.issues[0]?.message === 'Please enter a memo',
      ),
    );
    expect(memoSchema.safeParse({ reason: 'Client lunch' }).success).toBe(true);
    expect(memoPayload(7, ' Client lunch ')).toEqual({
      category: 'TRANSACTION_MEMO_RESPONSE',
      transaction: 7,
      reason: 'Client lunch',
    });
  });
});

describe("a transaction's amount (§2: USD by default)", () => {
  const charged = (extra: Partial<Transaction>): Transaction => ({
    id: 1,
    transaction_date: '2026-01-05T18:00:00Z',
    transaction_amount: 73.53,
    ...extra,
  });
  const inCad = (amount: number) => ({ details: { name: 'Tim Hortons', amount: 73.53, source_amount: amount } });

  it('is in the assigned currency, USD without one', () => {
    expect(transactionAmountText(charged({}))).toBe('$73.53');
    expect(transactionAmountText(charged({ assigned_currency: 'CAD' }))).toBe('CA$73.53');
    expect(transactionAmountText(charged({ assigned_currency: '' }))).toBe('$73.53');
    expect(transactionCurrency({ assigned_currency: 'eur' })).toBe('EUR');
  });

  it('adds what the merchant charged when it charged another currency', () => {
    const row = charged({ assigned_currency: 'USD', source_currency: 'CAD', merchant_details: inCad(100) });
    expect(merchantCharge(row)).toEqual({ amount: 100, currency: 'CAD' });
    expect(transactionAmountText(row)).toBe('$73.53 (CA$100.00)');
    expect(transactionAmountText({ ...row, transaction_amount: -73.53, merchant_details: inCad(-100) })).toBe(
      '-$73.53 (-CA$100.00)',
    );
  });

  it('adds nothing when the merchant charged the same currency, or no currency or amount is known', () => {
    const same = charged({ assigned_currency: 'CAD', source_currency: 'cad', merchant_details: inCad(73.53) });
    expect(merchantCharge(same)).toBeNull();
    expect(transactionAmountText(same)).toBe('CA$73.53');
    // No assigned currency means USD, so a USD merchant charged the same currency.
    expect(merchantCharge(charged({ source_currency: 'USD', merchant_details: inCad(73.53) }))).toBeNull();
    expect(merchantCharge(charged({ source_currency: null, merchant_details: inCad(100) }))).toBeNull();
    expect(
      merchantCharge(charged({ source_currency: 'CAD', merchant_details: { details: { name: 'X' } } })),
    ).toBeNull();
  });

  it('always starts with the amount in its own currency', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.option(fc.constantFrom('USD', 'CAD', 'EUR', 'usd', 'x'), { nil: undefined }),
        fc.option(fc.constantFrom('USD', 'CAD', 'GBP'), { nil: undefined }),
        fc.option(fc.double({ min: -1e7, max: 1e7, noNaN: true }), { nil: undefined }),
        (amount, assigned, source, sourceAmount) => {
          const row = charged({
            transaction_amount: amount,
            assigned_currency: assigned,
            source_currency: source,
            merchant_details: { details: { source_amount: sourceAmount } },
          });
          const own = formatMoney(amount, assigned);
          const charge = merchantCharge(row);
          expect(transactionAmountText(row)).toBe(
            charge ? `${own} (${formatMoney(charge.amount, charge.currency)})` : own,
          );
          expect(charge === null).toBe(
            sourceAmount === undefined || source === undefined || source === transactionCurrency(row),
          );
        },
      ),
    );
  });
});
