import { describe, expect, it } from 'vitest';
import { DEMO_OTP_CODE } from '../../../host/mock-api/auth/model.js';
import { INDIVIDUAL_NOT_AVAILABLE } from '../../../features/recipients/messages.js';
import { failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();

function tokenOf(email: string): string {
  const user = backend.store.find('users', (row) => row.email === email);
  if (!user) throw new Error(email);
  return user.auth_token;
}

const as = (email: string) => backend.clientWith(tokenOf(email));
const admin = () => as('admin@northwind.example');

interface RecipientAnswer {
  id: number;
  name: string;
  currency: string;
  provider_beneficiary: boolean;
  recipient_bank_country_code: string;
  bank_details: Record<string, string>;
}
type ListAnswer = { results: { beneficiaries: RecipientAnswer[] } };

async function codeSent() {
  await admin().post('/utility/generate-otp-request', { channel: 'phone' });
  return { code: DEMO_OTP_CODE, channel: 'phone' };
}

const gbCompany = {
  currency: 'GBP',
  country: 'GB',
  beneficiary_entity_type: 'business',
  beneficiary_company_name: 'Tower Bridge Stationers Ltd',
  account_number: '41234567',
  routing_code_value_1: '401276',
  business_address1: '1 Tooley Street',
  business_city: 'London',
  business_postal_code: 'SE1 2TF',
};

/** What the wizard keeps of gbCompany in the product's own records. */
const gbCompanyDb = {
  nickname: 'Tower Bridge',
  recipient_country_code: 'GB',
  currency: 'GBP',
  beneficiary_type: 'company',
  payment_type: 'regular',
  email: '',
  bank_details: {},
};

describe('recipients', () => {
  it('lists recipients of the IN, AE, CN, MY, US, GB, CA, AU and IBAN countries, some unknown to the provider, to roles 1 and 2 only', async () => {
    const { results } = await as('bookkeeper@northwind.example').get<ListAnswer>('/account/beneficiary');
    const countries = new Set(results.beneficiaries.map((row) => row.recipient_bank_country_code));
    for (const country of ['IN', 'AE', 'CN', 'MY', 'US', 'GB', 'CA', 'AU', 'DE']) expect(countries).toContain(country);
    expect(results.beneficiaries.some((row) => !row.provider_beneficiary)).toBe(true);
    expect(results.beneficiaries.find((row) => row.recipient_bank_country_code === 'DE')?.bank_details.iban).toMatch(
      /^DE\d{20}$/,
    );
    expect((await failure(as('employee@northwind.example').get('/account/beneficiary'))).status).toBe(403);
  });

  it('answers requirements per country, currency and type, company-only pairs fixed', async () => {
    const gb = await admin().post<{ results: { requirements: object; bank_details: object; fixed: boolean } }>(
      '/utility/get-beneficiary-requirements',
      { currency: 'GBP', country: 'GB', beneficiary_entity_type: 'business' },
    );
    expect(Object.keys(gb.results.bank_details)).toEqual(['account_number', 'routing_code_value_1']);
    expect(gb.results.fixed).toBe(false);
    const de = await admin().post<{ results: { bank_details: object } }>('/utility/get-beneficiary-requirements', {
      currency: 'EUR',
      country: 'DE',
      beneficiary_entity_type: 'personal',
    });
    expect(Object.keys(de.results.bank_details)).toEqual(['iban', 'bic_swift']);
    const cn = await admin().post<{ results: { fixed: boolean; requirements: object } }>(
      '/utility/get-beneficiary-requirements',
      { currency: 'CNY', country: 'CN', beneficiary_entity_type: 'personal' },
    );
    expect(cn.results.fixed).toBe(true);
    expect(Object.keys(cn.results.requirements)).toContain('beneficiary_company_name');
    const missing = await failure(admin().post('/utility/get-beneficiary-requirements', { currency: 'GBP' }));
    expect(missing.status).toBe(400);
  });

  it('adds a recipient with a valid code, and refuses a wrong code or what the provider cannot take', async () => {
    const db = gbCompanyDb;
    const wrongCode = await failure(
      admin().post('/account/beneficiary', { otp: { code: '000000', channel: 'phone' }, rf: gbCompany, db }),
    );
    expect(wrongCode.status).toBe(400);
    const badSortCode = await failure(
      admin().post('/account/beneficiary', {
        otp: await codeSent(),
        rf: { ...gbCompany, routing_code_value_1: '12-34' },
        db,
      }),
    );
    expect(badSortCode.body).toMatchObject({
      errors: { error_messages: { routing_code_value_1: [{ code: 'routing_code_value_1_is_in_invalid_format' }] } },
    });
    const created = await admin().post<{ results: { beneficiary: RecipientAnswer } }>('/account/beneficiary', {
      otp: await codeSent(),
      rf: gbCompany,
      db,
    });
    expect(created.results.beneficiary).toMatchObject({
      name: 'Tower Bridge Stationers Ltd',
      provider_beneficiary: true,
      bank_details: { account_number: '41234567', routing_code_type_1: 'sort_code', routing_code_value_1: '401276' },
    });
    const { results } = await admin().get<ListAnswer>('/account/beneficiary');
    expect(results.beneficiaries[0]?.id).toBe(created.results.beneficiary.id);
  });

  it('holds the wizard’s own rules: a nickname, and no Individual on a company-only pair (issue 39 item 5)', async () => {
    const db = { ...gbCompanyDb, nickname: '' };
    const noNickname = await failure(
      admin().post('/account/beneficiary', { otp: await codeSent(), rf: gbCompany, db }),
    );
    expect(noNickname.body).toMatchObject({
      errors: { error_messages: { nickname: [{ code: 'nickname_is_required', message: 'This field is required' }] } },
    });
    const cnIndividual = await failure(
      admin().post('/account/beneficiary', {
        otp: await codeSent(),
        rf: {
          currency: 'CNY',
          country: 'CN',
          beneficiary_entity_type: 'personal',
          beneficiary_company_name: 'Shenzhen Textiles',
          beneficiary_first_name: 'Li',
          beneficiary_last_name: 'Wei',
        },
        db: { ...db, nickname: 'Li', recipient_country_code: 'CN', currency: 'CNY', beneficiary_type: 'individual' },
      }),
    );
    expect(cnIndividual.body).toEqual({ errors: [INDIVIDUAL_NOT_AVAILABLE] });
    const { results } = await admin().get<ListAnswer>('/account/beneficiary');
    expect(results.beneficiaries.some((row) => row.currency === 'CNY' && row.name.includes('Li'))).toBe(false);
  });

  it("deletes a company's recipient, and answers 404 for another's", async () => {
    const { results } = await admin().get<ListAnswer>('/account/beneficiary');
    const first = results.beneficiaries[0];
    if (!first) throw new Error('no recipient');
    await admin().delete(`/account/delete-beneficiary/${first.id}`);
    const after = await admin().get<ListAnswer>('/account/beneficiary');
    expect(after.results.beneficiaries.map((row) => row.id)).not.toContain(first.id);
    expect((await failure(admin().delete(`/account/delete-beneficiary/${first.id}`))).status).toBe(404);
  });
});
