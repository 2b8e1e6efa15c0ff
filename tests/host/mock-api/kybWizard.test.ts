// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stepFormData } from 'spend-ui/features/kyb';
import { toFormData } from '../../../features/api/uploads.js';
import {
  DATE_IN_PAST,
  KYB_FIELD_REQUIRED,
  NOT_AN_OPTION,
  OWNERSHIP_OUT_OF_RANGE,
  TOO_YOUNG,
} from '../../../features/kyb/messages.js';
import { TEXT_LIMITS, textTooLong } from '../../../features/forms/textLimits.js';
import { WIZARD_FILES } from '../../../features/kyb/model.js';
import { stepPayload } from '../../../features/kyb/wizard/stepPayload.js';
import { WIZARD_FORM_STEPS } from '../../../features/kyb/wizard/stepRules.js';
import { StoredWizardFile } from '../../../features/kyb/wizard/wizardFiles.js';
import type { ApiUser } from '../../../host/mock-api/index.js';
import {
  WIZARD_KEPT_FILE_GONE,
  WIZARD_STEP_INVALID,
  WIZARD_STEPS_MISSING,
  type ApiKybWizardApplication,
} from '../../../host/mock-api/kyb/wizardSteps.js';
import { NOW, TODAY, pdf, validWizardSteps as validSteps } from '../../features/kyb/wizardFixtures.js';
import { BASE_URL, failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();
const EMAIL = 'kyb-wizard@beaconharbor.example';

function tokenOf(email: string): string {
  const user = backend.store.find('users', (row) => row.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user.auth_token;
}
const client = () => backend.clientWith(tokenOf(EMAIL));

/** Node has no XMLHttpRequest (the client's upload path): the multipart body goes with fetch. */
const sendBody = (step: string, body: FormData) =>
  fetch(`${BASE_URL}/company/kyb-wizard/${step}`, {
    method: 'POST',
    headers: { Authorization: `Token ${tokenOf(EMAIL)}` },
    body,
  });
const sendStep = (step: string, payload: Parameters<typeof toFormData>[0]) => sendBody(step, toFormData(payload));

/** A step sent as the wizard's screen sends it: its values through stepPayload and stepFormData. */
const sendValues = (step: string, values: object) =>
  fetch(`${BASE_URL}/company/kyb-wizard/${step}`, {
    method: 'POST',
    headers: { Authorization: `Token ${tokenOf(EMAIL)}` },
    body: stepFormData(stepPayload(values)),
  });

async function sendValidSteps(): Promise<void> {
  const steps = validSteps();
  for (const step of WIZARD_FORM_STEPS) expect((await sendValues(step, steps[step])).status, step).toBe(200);
}

const storedSteps = () => backend.store.find('kybWizardApplications', () => true)?.steps;
const formFilled = async () => (await client().get<{ results: ApiUser }>('/auth/user')).results.kyb_form_filled;

describe('the KYB wizard’s demo endpoints', () => {
  it('gives the company’s country of incorporation and legal form, and the steps stored', async () => {
    const answer = await client().get<{ results: ApiKybWizardApplication }>('/company/kyb-wizard');
    expect(answer.results).toEqual({
      country_of_incorporation: 'US',
      legal_form: 'Limited Liability Company',
      steps: [],
      stored_steps: {},
    });
  });

  it('gives what each stored step sent, as the wizard wrote it, so the wizard resumes (files by name)', async () => {
    backend.recreate({ now: () => NOW });
    const steps = validSteps();
    expect((await sendValues('accountUsage', steps.accountUsage)).status).toBe(200);
    expect((await sendValues('directors', steps.directors)).status).toBe(200);
    const { results } = await client().get<{ results: ApiKybWizardApplication }>('/company/kyb-wizard');
    expect(results.steps).toEqual(['accountUsage', 'directors']);
    expect(results.stored_steps.accountUsage?.fields).toMatchObject({
      base_currency: ['USD'],
      destination_of_payments: ['CA', 'GB'],
    });
    const directors = results.stored_steps.directors;
    expect(directors?.fields).toMatchObject({ 'shareHolders[0][firstName]': ['Grace'] });
    expect(directors?.files).toMatchObject({
      'shareHolders[0][proofOfId]': { id: expect.any(String), name: 'grace-id.pdf' },
    });
  });

  it('keeps a stored file a step sent again names, under the name it has now; an id it does not hold is refused', async () => {
    backend.recreate({ now: () => NOW });
    const { directors } = validSteps();
    const [grace] = directors.shareHolders;
    if (!grace) throw new Error('The fixture has a shareholder');
    const alanFirst = { ...grace, firstName: 'Alan', lastName: 'Turing', proofOfId: pdf('alan-id.pdf') };
    expect((await sendValues('directors', { ...directors, shareHolders: [grace, alanFirst] })).status).toBe(200);
    const read = async () =>
      (await client().get<{ results: ApiKybWizardApplication }>('/company/kyb-wizard')).results.stored_steps.directors;
    const storedBefore = (await read())?.files ?? {};
    const alan = storedBefore['shareHolders[1][proofOfId]'];
    const ownership = storedBefore.controlAndBenificialOwnershipDocument;
    if (!alan || !ownership) throw new Error('Alan’s proof of ID and the ownership document were not stored');
    const kept = (file: { id: string; name: string }) => new StoredWizardFile(file.name, file.id);
    // Grace's tab deleted: Alan is now the first shareholder, his stored file sent as kept.
    const again = {
      ...directors,
      shareHolders: [{ ...alanFirst, proofOfId: kept(alan) }],
      controlAndBenificialOwnershipDocument: kept(ownership),
    };
    expect((await sendValues('directors', again)).status).toBe(200);
    expect((await read())?.files).toEqual({
      'shareHolders[0][proofOfId]': alan,
      controlAndBenificialOwnershipDocument: ownership,
    });

    const forged = {
      ...again,
      shareHolders: [{ ...alanFirst, proofOfId: new StoredWizardFile('forged.pdf', 'no-such-file') }],
    };
    const refused = await sendValues('directors', forged);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(WIZARD_KEPT_FILE_GONE);
    expect((await read())?.files).toEqual({
      'shareHolders[0][proofOfId]': alan,
      controlAndBenificialOwnershipDocument: ownership,
    });
  });

  it('stores each step with its files, and the review marks the form filled', async () => {
    backend.recreate({ now: () => NOW });
    const api = client();
    await expect(failure(api.post('/company/kyb-wizard/review', {}))).resolves.toMatchObject({
      status: 400,
      body: { errors: [WIZARD_STEPS_MISSING] },
    });
    await sendValidSteps();
    expect(storedSteps()?.personalDetails?.fields).toMatchObject({ first_name: ['Noah'], code: ['+1'] });
    expect(storedSteps()?.accountUsage?.fields.destination_of_payments).toEqual(['CA', 'GB']);
    expect(storedSteps()?.directors?.files['shareHolders[0][proofOfId]']?.name).toBe('grace-id.pdf');
    const stored = await api.get<{ results: ApiKybWizardApplication }>('/company/kyb-wizard');
    expect(stored.results.steps).toEqual([...WIZARD_FORM_STEPS]);

    await api.post('/company/kyb-wizard/review', {});
    const user = await api.get<{ results: ApiUser }>('/auth/user');
    expect(user.results).toMatchObject({ kyb_form_filled: true, bank_connected: false, dashboard_ready: false });
  });

  it('judges each step by the wizard’s own rules: four empty steps are refused, nothing is stored or filled', async () => {
    backend.recreate({ now: () => NOW });
    for (const step of WIZARD_FORM_STEPS) expect((await sendStep(step, {})).status, step).toBe(400);
    expect(storedSteps()).toEqual({});
    expect((await failure(client().post('/company/kyb-wizard/review', {}))).status).toBe(400);
    expect(await formFilled()).toBe(false);
  });

  it('answers a refused step with the wizard’s messages on the fields it names', async () => {
    backend.recreate({ now: () => NOW });
    const steps = validSteps();
    const personal = await sendValues('personalDetails', {
      ...steps.personalDetails,
      first_name: '  ',
      date_of_birth: TODAY.subtract({ years: 17 }),
      proof_of_id: null,
    });
    expect(personal.status).toBe(400);
    expect(await personal.json()).toEqual({
      errors: { first_name: [KYB_FIELD_REQUIRED], date_of_birth: [TOO_YOUNG], proof_of_id: [KYB_FIELD_REQUIRED] },
    });
    const business = await sendValues('businessDetails', { ...steps.businessDetails, legal_entity_type: 'Trust' });
    expect(await business.json()).toEqual({ errors: { legal_entity_type: [NOT_AN_OPTION] } });
    // The company's name takes what the dialog's business legal name takes (spaces around it uncounted).
    const longName = 'L'.repeat(TEXT_LIMITS.organisationName + 1);
    const named = await sendValues('businessDetails', { ...steps.businessDetails, company_name: longName });
    expect(await named.json()).toEqual({ errors: { company_name: [textTooLong(TEXT_LIMITS.organisationName)] } });
    const fits = ` ${'L'.repeat(TEXT_LIMITS.organisationName)} `;
    expect((await sendValues('businessDetails', { ...steps.businessDetails, company_name: fits })).status).toBe(200);
    const usage = await sendValues('accountUsage', {
      ...steps.accountUsage,
      expected_first_transaction_date: TODAY.subtract({ days: 1 }),
    });
    expect(await usage.json()).toEqual({ errors: { expected_first_transaction_date: [DATE_IN_PAST] } });
    const [shareholder] = steps.directors.shareHolders;
    const directors = await sendValues('directors', {
      ...steps.directors,
      ownershipPercentage: 10,
      shareHolders: [{ ...shareholder, lastName: '' }],
    });
    expect(await directors.json()).toEqual({
      errors: { ownershipPercentage: [OWNERSHIP_OUT_OF_RANGE], 'shareHolders[0][lastName]': [KYB_FIELD_REQUIRED] },
    });
    expect(Object.keys(storedSteps() ?? {})).toEqual(['businessDetails']);
  });

  it('does not mark the form filled while a stored step no longer passes (its first transaction date now past)', async () => {
    let now = NOW;
    backend.recreate({ now: () => now });
    await sendValidSteps();
    now += 31 * 24 * 60 * 60 * 1000;
    await expect(failure(client().post('/company/kyb-wizard/review', {}))).resolves.toMatchObject({
      status: 400,
      body: { errors: [WIZARD_STEP_INVALID] },
    });
    expect(await formFilled()).toBe(false);
  });

  it('refuses a file that is no pdf or image by its content', async () => {
    const answer = await sendStep('personalDetails', {
      proof_of_id: new File(['<html>'], 'id.pdf', { type: 'application/pdf' }),
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain(WIZARD_FILES.message);
  });

  it('is read-only once submitted: a step or a second review is refused', async () => {
    backend.recreate({ now: () => NOW });
    const api = client();
    await sendValidSteps();
    await api.post('/company/kyb-wizard/review', {});
    expect((await sendValues('personalDetails', validSteps().personalDetails)).status).toBe(400);
    expect((await failure(api.post('/company/kyb-wizard/review', {}))).status).toBe(400);
  });

  it('is the company admin’s: roles 2–5 of the company get 403 on both calls', async () => {
    const user = backend.store.find('users', (row) => row.email === EMAIL);
    const membership = backend.store.find('memberships', (row) => row.user_id === user?.id);
    if (!membership) throw new Error('no membership');
    for (const role of [2, 3, 4, 5]) {
      backend.store.update('memberships', membership.id, { permission_level: role });
      expect((await failure(client().get('/company/kyb-wizard'))).status, `role ${role}`).toBe(403);
      expect((await sendStep(WIZARD_FORM_STEPS[0], { first_name: 'Eve' })).status, `role ${role}`).toBe(403);
    }
  });
});
