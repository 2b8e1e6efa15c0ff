// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toFormData } from '../../../features/api/uploads.js';
import { kybDraftBody, kybSubmission } from '../../../features/kyb/draft.js';
import type { ApiSignedInUser, ApiUser } from '../../../host/mock-api/index.js';
import { validKybForm } from '../../features/kyb/fixtures.js';
import { BASE_URL, failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();
const KYB_NOT_FILLED = 'kyb-not-filled@lighthouse.example';

async function clientFor(email: string) {
  const { user } = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
    user: { email, password: 'Spend-demo-1' },
  });
  const client = backend.clientWith(user.token ?? null);
  /** Node has no XMLHttpRequest (the client's upload path): the multipart body goes with fetch. */
  const send = async (path: string, form: FormData) => {
    const answer = await fetch(`${BASE_URL}${path}`, {
      method: 'POST',
      headers: { Authorization: `Token ${user.token ?? ''}` },
      body: form,
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };
  return Object.assign(client, { send });
}

interface DraftResults {
  data: Record<string, unknown> | null;
  statement_url: string | null;
  statement_file_name: string | null;
  void_cheque_url: string | null;
  void_cheque_file_name: string | null;
}

const pdf = (name: string) => new File(['%PDF-1.4 demo'], name, { type: 'application/pdf' });

describe('GET and POST /auth/company/kyb (draft)', () => {
  it('has no draft at first; a partial save is read back as it was sent', async () => {
    const client = await clientFor(KYB_NOT_FILLED);
    const empty = await client.get<{ results: DraftResults }>('/auth/company/kyb');
    expect(empty.results.data).toBeNull();
    const body = kybDraftBody(validKybForm(), 2);
    await client.post('/auth/company/kyb', body);
    const { results } = await client.get<{ results: DraftResults }>('/auth/company/kyb');
    expect(results.data).toEqual(body);
  });

  it('checks the groups sent with the form’s rules and names the fields, owners by their list position', async () => {
    const client = await clientFor(KYB_NOT_FILLED);
    const values = validKybForm();
    values.BusinessDetails.businessNumber = '12345';
    values.BeneficialOwnership = {
      hasSignificantShare: true,
      owners: [{ ...values.BusinessAddress, fname: '', lname: 'Hopper', ownershipPercentage: '30' }],
    };
    const error = await failure(client.post('/auth/company/kyb', kybDraftBody(values, 4)));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      errors: {
        'BusinessDetails.businessNumber': ['The business number must be exactly 9 digits'],
        'BeneficialOwnership.0.fname': ['This field is required'],
      },
    });
    // A group not yet saved (null) is not checked.
    await expect(client.post('/auth/company/kyb', kybDraftBody(validKybForm(), 1))).resolves.toBeDefined();
  });
});

describe('the credit section’s draft save (issue 39 item 6): the uploads its Save checks', () => {
  it('refuses the credit section without its documents, as the section’s Save does, and saves it once uploaded', async () => {
    const client = await clientFor(KYB_NOT_FILLED);
    const missing = await failure(client.post('/auth/company/kyb', kybDraftBody(validKybForm(), 6)));
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      errors: {
        'CreditInformation.voidCheque': ['This field is required'],
        'CreditInformation.financialStatement': ['This field is required'],
      },
    });
    expect((await client.get<{ results: DraftResults }>('/auth/company/kyb')).results.data).toBeNull();

    await client.send('/company/save-in-progress-kyb/void-cheque', toFormData({ file: pdf('cheque.pdf') }));
    const noStatement = await failure(client.post('/auth/company/kyb', kybDraftBody(validKybForm(), 6)));
    expect(noStatement.body).toEqual({
      errors: { 'CreditInformation.financialStatement': ['This field is required'] },
    });
    await client.send('/company/save-in-progress-kyb/financial-statement', toFormData({ file: pdf('statement.pdf') }));
    const body = kybDraftBody(validKybForm(), 6);
    await client.post('/auth/company/kyb', body);
    expect((await client.get<{ results: DraftResults }>('/auth/company/kyb')).results.data).toEqual(body);
  });
});

describe('the two uploads', () => {
  it('save a PDF as chosen and answer its url and name, which the draft then carries', async () => {
    const client = await clientFor(KYB_NOT_FILLED);
    const statement = await client.send(
      '/company/save-in-progress-kyb/financial-statement',
      toFormData({ file: pdf('statement.pdf') }),
    );
    expect(statement.status).toBe(200);
    expect(statement.body.results).toMatchObject({ statement_file_name: 'statement.pdf' });
    const cheque = await client.send(
      '/company/save-in-progress-kyb/void-cheque',
      toFormData({ file: pdf('cheque.pdf') }),
    );
    expect(cheque.body.results).toMatchObject({ void_cheque_file_name: 'cheque.pdf' });
    const { results } = await client.get<{ results: DraftResults }>('/auth/company/kyb');
    expect(results).toMatchObject({ statement_file_name: 'statement.pdf', void_cheque_file_name: 'cheque.pdf' });
    expect(results.void_cheque_url).toMatch(/^blob:/);
  });

  it('refuse anything but a PDF by its content', async () => {
    const client = await clientFor(KYB_NOT_FILLED);
    const fake = new File(['<html>'], 'cheque.pdf', { type: 'application/pdf' });
    const answer = await client.send('/company/save-in-progress-kyb/void-cheque', toFormData({ file: fake }));
    expect(answer).toEqual({
      status: 400,
      body: { results: { error: 'Unsupported file format uploaded. Please upload a pdf file.' } },
    });
  });
});

describe('the final submission', () => {
  it('needs the uploads, then marks the form filled: the user moves on to the bank connection', async () => {
    const client = await clientFor(KYB_NOT_FILLED);
    const missing = await client.send('/auth/company/kyb', toFormData(kybSubmission(validKybForm())));
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      errors: {
        'CreditInformation.voidCheque': ['This field is required'],
        'CreditInformation.financialStatement': ['This field is required'],
      },
    });
    await client.send('/company/save-in-progress-kyb/financial-statement', toFormData({ file: pdf('s.pdf') }));
    await client.send('/company/save-in-progress-kyb/void-cheque', toFormData({ file: pdf('c.pdf') }));
    const done = await client.send('/auth/company/kyb', toFormData(kybSubmission(validKybForm())));
    expect(done.status).toBe(200);
    const { results: user } = await client.get<{ results: ApiUser }>('/auth/user');
    expect(user).toMatchObject({ kyb_form_filled: true, bank_connected: false, dashboard_ready: false });
    const { results } = await client.get<{ results: DraftResults }>('/auth/company/kyb');
    expect(results.data).toMatchObject({ partialData: false });
  });

  it('is final: a second submit, a draft save and either upload are refused and change nothing', async () => {
    const client = await clientFor(KYB_NOT_FILLED);
    await client.send('/company/save-in-progress-kyb/financial-statement', toFormData({ file: pdf('s.pdf') }));
    await client.send('/company/save-in-progress-kyb/void-cheque', toFormData({ file: pdf('c.pdf') }));
    expect((await client.send('/auth/company/kyb', toFormData(kybSubmission(validKybForm())))).status).toBe(200);
    const before = await client.get<{ results: DraftResults }>('/auth/company/kyb');

    const changed = validKybForm();
    changed.BusinessDetails.businessLegalName = 'Someone Else Ltd.';
    const again = await client.send('/auth/company/kyb', toFormData(kybSubmission(changed)));
    expect(again).toEqual({
      status: 400,
      body: { results: { error: 'The KYB application has already been submitted.' } },
    });
    const draft = await failure(client.post('/auth/company/kyb', kybDraftBody(changed, 0)));
    expect(draft.status).toBe(400);
    for (const upload of ['financial-statement', 'void-cheque']) {
      const answer = await client.send(`/company/save-in-progress-kyb/${upload}`, toFormData({ file: pdf('new.pdf') }));
      expect(answer.status).toBe(400);
    }
    expect(await client.get<{ results: DraftResults }>('/auth/company/kyb')).toEqual(before);
  });

  it('cannot be handed in again by a company whose form the seed already holds as filled', async () => {
    const client = await clientFor('no-bank@prairiewind.example');
    const answer = await client.send('/auth/company/kyb', toFormData(kybSubmission(validKybForm())));
    expect(answer).toEqual({
      status: 400,
      body: { results: { error: 'The KYB application has already been submitted.' } },
    });
  });
});

describe('who may fill and read the application (spec README: the company admin, role 1)', () => {
  /** The kyb-not-filled company's user, moved to another role in that company. */
  function withRole(role: number) {
    const user = backend.store.find('users', (row) => row.email === KYB_NOT_FILLED);
    const membership = backend.store.find('memberships', (row) => row.user_id === user?.id);
    if (!membership) throw new Error('no membership');
    backend.store.update('memberships', membership.id, { permission_level: role });
  }

  it('gives the admin’s draft, bank numbers included, to the admin only: roles 2–5 get 403 on every call', async () => {
    const admin = await clientFor(KYB_NOT_FILLED);
    const body = kybDraftBody(validKybForm(), 5);
    await admin.post('/auth/company/kyb', body);
    const adminView = await admin.get<{ results: DraftResults }>('/auth/company/kyb');
    expect(adminView.results.data).toEqual(body);

    for (const role of [2, 3, 4, 5]) {
      withRole(role);
      const other = await clientFor(KYB_NOT_FILLED);
      expect((await failure(other.get('/auth/company/kyb'))).status, `GET as role ${role}`).toBe(403);
      expect((await failure(other.post('/auth/company/kyb', kybDraftBody(validKybForm(), 0)))).status).toBe(403);
      const submit = await other.send('/auth/company/kyb', toFormData(kybSubmission(validKybForm())));
      expect(submit.status, `submit as role ${role}`).toBe(403);
      for (const upload of ['financial-statement', 'void-cheque'])
        expect(
          (await other.send(`/company/save-in-progress-kyb/${upload}`, toFormData({ file: pdf('x.pdf') }))).status,
        ).toBe(403);
    }
    withRole(1);
    expect(await (await clientFor(KYB_NOT_FILLED)).get('/auth/company/kyb')).toEqual(adminView);
  });
});

describe('the help content', () => {
  it('answers kyb.json with a text per field, and nothing else', async () => {
    const client = await clientFor(KYB_NOT_FILLED);
    const { results } = await client.get<{ results: Record<string, Record<string, string>> }>('/utility/get-s3-asset', {
      query: { file: 'kyb.json' },
    });
    expect(results.BusinessDetails?.businessNumber).toBe('Your 9-digit Canada Revenue Agency business number.');
    expect((await failure(client.get('/utility/get-s3-asset', { query: { file: 'other.json' } }))).status).toBe(404);
  });
});

describe('numbers that cannot be (issue 38 item 12): the backend checks the form’s own rules', () => {
  it('refuses negative years, an owner of 500 %, owners over 100 % together and a negative credit limit', async () => {
    const client = await clientFor(KYB_NOT_FILLED);
    // The credit section's documents, which its Save needs too.
    await client.send('/company/save-in-progress-kyb/financial-statement', toFormData({ file: pdf('s.pdf') }));
    await client.send('/company/save-in-progress-kyb/void-cheque', toFormData({ file: pdf('c.pdf') }));
    const values = validKybForm();
    values.BusinessDetails.yearsInBusiness = '-3';
    const owner = { ...values.BusinessAddress, fname: 'Grace', lname: 'Hopper' };
    values.BeneficialOwnership = {
      hasSignificantShare: true,
      owners: [
        { ...owner, ownershipPercentage: '60' },
        { ...owner, ownershipPercentage: '50' },
      ],
    };
    values.CreditInformation.requestedCreditLimit = '-1000';
    const error = await failure(client.post('/auth/company/kyb', kybDraftBody(values, 6)));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      errors: expect.objectContaining({
        'BusinessDetails.yearsInBusiness': ['The value cannot be negative'],
        'BeneficialOwnership.1.ownershipPercentage': ['The owners together cannot hold more than 100%'],
        'CreditInformation.requestedCreditLimit': ['The credit limit must be greater than 0'],
      }),
    });
    values.BusinessDetails.yearsInBusiness = '6';
    values.CreditInformation.requestedCreditLimit = '50000';
    values.BeneficialOwnership.owners = [{ ...owner, ownershipPercentage: '500' }];
    const single = await failure(client.post('/auth/company/kyb', kybDraftBody(values, 6)));
    expect(single.body).toEqual({
      errors: { 'BeneficialOwnership.0.ownershipPercentage': ['The ownership must be between 25 and 100'] },
    });
  });
});

describe('text limits (issue 38 item 11): the backend keeps the form’s limit', () => {
  it('refuses a business legal name of 10,048 characters', async () => {
    const client = await clientFor(KYB_NOT_FILLED);
    const values = validKybForm();
    values.BusinessDetails.businessLegalName = 'L'.repeat(10_048);
    const error = await failure(client.post('/auth/company/kyb', kybDraftBody(values, 1)));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      errors: { 'BusinessDetails.businessLegalName': ['Please use at most 100 characters'] },
    });
  });
});
