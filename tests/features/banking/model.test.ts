import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiError } from 'spend-ui/features';
import { failureMessage } from 'spend-ui/features/internal';
import { MANUAL_LINK_FAILURE } from '../../../features/banking/api.js';
import {
  MAX_LINKED_ACCOUNTS,
  bankAccountId,
  emptyManualBankForm,
  mayLinkAnother,
  offersAccountActions,
  providerAccountLabel,
  toManualBankPayload,
  type ManualBankFormInput,
} from '../../../features/banking/model.js';
import { manualBankFormSchema } from '../../../features/banking/schemas.js';
import { companyBankAccountsSchema, linkTokenSchema } from '../../../features/banking/schemas.js';
import {
  ACCOUNT_NUMBER_INVALID,
  BANK_FIELD_REQUIRED,
  INSTITUTION_NUMBER_INVALID,
  TRANSIT_NUMBER_INVALID,
  MANUAL_LINK_FAILED,
  UNSUPPORTED_FILE,
  VOID_CHEQUE_REQUIRED,
} from '../../../features/banking/messages.js';

const PDF_BYTES = '%PDF-1.4 cheque';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const cheque = (name: string, type = '', content: BlobPart = PDF_BYTES) => new File([content], name, { type });

const filled: ManualBankFormInput = {
  ...emptyManualBankForm,
  nickname: ' Operating ',
  instituteNumber: '003',
  branchTransitNumber: '00102',
  accountNumber: '5104821',
  void_cheque: cheque('cheque.pdf', 'application/pdf'),
};

async function errorsOf(form: ManualBankFormInput): Promise<Record<string, string | undefined>> {
  const parsed = await manualBankFormSchema.safeParseAsync(form);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the manual bank form (§5)', () => {
  it('requires account number, institute number, branch transit number, nickname and a void cheque', async () => {
    expect(await errorsOf(emptyManualBankForm)).toEqual({
      nickname: BANK_FIELD_REQUIRED,
      instituteNumber: BANK_FIELD_REQUIRED,
      branchTransitNumber: BANK_FIELD_REQUIRED,
      accountNumber: BANK_FIELD_REQUIRED,
      void_cheque: VOID_CHEQUE_REQUIRED,
    });
    expect(VOID_CHEQUE_REQUIRED).toBe('please upload a void cheque');
    expect(await errorsOf(filled)).toEqual({});
  });

  it('takes bank numbers of digits only, institution 3, transit 5, account 7 to 12, with a message each', async () => {
    for (const [field, value, message] of [
      ['instituteNumber', 'abc', INSTITUTION_NUMBER_INVALID],
      ['instituteNumber', '04', INSTITUTION_NUMBER_INVALID],
      ['branchTransitNumber', '-1', TRANSIT_NUMBER_INVALID],
      ['branchTransitNumber', '0001.', TRANSIT_NUMBER_INVALID],
      ['accountNumber', '12.5e3', ACCOUNT_NUMBER_INVALID],
      ['accountNumber', '1234 567', ACCOUNT_NUMBER_INVALID],
      ['accountNumber', '1'.repeat(10_000), ACCOUNT_NUMBER_INVALID],
    ] as const) {
      expect(await errorsOf({ ...filled, [field]: value })).toEqual({ [field]: message });
    }
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^\d{7,12}$/), async (account) => {
        expect(await errorsOf({ ...filled, accountNumber: ` ${account} ` })).toEqual({});
      }),
      { numRuns: 30 },
    );
  });

  it('treats blank text as missing and leaves the other fields optional', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[ \t]*$/), async (blank) => {
        expect((await errorsOf({ ...filled, nickname: blank })).nickname).toBe(BANK_FIELD_REQUIRED);
      }),
    );
    expect(await errorsOf({ ...filled, bankCountry: null, bankAccountType: null, bankCity: '' })).toEqual({});
  });

  it('takes a void cheque that is a pdf, jpeg or png by its content, whatever its name or declared type', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    for (const [name, content] of [
      ['a.pdf', PDF_BYTES],
      ['a.JPG', jpeg],
      ['scan', PNG_BYTES],
      ['a.gif', PNG_BYTES],
    ] as const)
      expect(await errorsOf({ ...filled, void_cheque: cheque(name, '', content) })).toEqual({});
    const html = '<html><script>alert(1)</script></html>';
    for (const [name, type] of [
      ['cheque.pdf', 'application/pdf'],
      ['cheque.pdf', 'text/html'],
      ['a.png', 'image/png'],
    ] as const) {
      expect((await errorsOf({ ...filled, void_cheque: cheque(name, type, html) })).void_cheque).toBe(UNSUPPORTED_FILE);
    }
    const gif = cheque('a.gif', 'image/gif', 'GIF89a');
    expect((await errorsOf({ ...filled, void_cheque: gif })).void_cheque).toBe(UNSUPPORTED_FILE);
    expect(UNSUPPORTED_FILE).toBe('Unsupported file format uploaded. Please upload a pdf, jpg, jpeg or png file.');
  });

  it('sends every field of §3 trimmed, with the file as void_cheque', async () => {
    const parsed = await manualBankFormSchema.parseAsync(filled);
    const payload = toManualBankPayload(parsed);
    expect(Object.keys(payload).sort()).toEqual(
      [
        'accountNumber',
        'branchTransitNumber',
        'instituteNumber',
        'nickname',
        'bankCity',
        'bankProvince',
        'bankPostalCode',
        'bankAccountType',
        'bankCountry',
        'institutionName',
        'bankAddress',
        'void_cheque',
      ].sort(),
    );
    expect(payload.nickname).toBe('Operating');
    expect(payload.void_cheque).toBe(filled.void_cheque);
  });
});

describe('bank account rules', () => {
  it('allows linking while fewer than 3 accounts are linked', () => {
    expect(MAX_LINKED_ACCOUNTS).toBe(3);
    fc.assert(fc.property(fc.nat(50), (count) => mayLinkAnother(count) === count < 3));
  });

  it('offers delete and make primary for non-default accounts only', () => {
    expect(offersAccountActions({ default: true })).toBe(false);
    expect(offersAccountActions({ default: false })).toBe(true);
  });

  it('accepts only a numeric id for delete and make primary', () => {
    expect(bankAccountId(12)).toBe(12);
    expect(bankAccountId(' 7 ')).toBe(7);
    for (const bad of ['', 'abc', '1.5', '-2', 1.5, -1, Number.NaN, null, undefined, '9007199254740993']) {
      expect(bankAccountId(bad)).toBeUndefined();
    }
    fc.assert(fc.property(fc.nat(), (id) => bankAccountId(String(id)) === id));
  });

  it('names a provider account by name, type and last digits', () => {
    expect(providerAccountLabel({ id: 'a', name: 'Business Chequing', type: 'Chequing', mask: '4821' })).toBe(
      'Business Chequing (Chequing) •••• 4821',
    );
    expect(providerAccountLabel({ id: 'a', name: null, type: null, mask: null })).toBe('Account');
  });

  it('reads the link token at the top or inside results, and keeps the rest of the company setting', () => {
    expect(linkTokenSchema.parse({ link_token: 't' })).toEqual({ link_token: 't' });
    expect(linkTokenSchema.parse({ results: { link_token: 't' } })).toEqual({ link_token: 't' });
    const setting = companyBankAccountsSchema.parse({ banks: [], department: [{ id: 1, name: 'Sales' }] });
    expect(setting).toMatchObject({ department: [{ id: 1, name: 'Sales' }] });
  });

  it('shows the server text of a failed manual link, else the catalogue text', () => {
    const answer = (body: unknown) => new ApiError({ status: 400, body, kind: 'http', message: 'x' });
    expect(failureMessage(answer({ results: { error: 'Bank refused' } }), MANUAL_LINK_FAILURE)).toBe('Bank refused');
    expect(failureMessage(answer({}), MANUAL_LINK_FAILURE)).toBe(MANUAL_LINK_FAILED);
    expect(MANUAL_LINK_FAILED).toBe('Something Went Wrong, Please try again of contact support.');
  });
});
