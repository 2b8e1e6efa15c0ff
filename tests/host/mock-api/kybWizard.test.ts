// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toFormData } from '../../../features/api/uploads.js';
import { stepFormData } from '../../../features/kyb/wizard/stepPayload.js';
import { StoredWizardFile } from '../../../features/kyb/wizard/wizardFiles.js';
import type { ApiUser } from '../../../host/mock-api/index.js';
import { WIZARD_FORM_STEPS } from '../../../host/mock-api/kyb/wizardModel.js';
import {
  UNSUPPORTED_WIZARD_FILE,
  WIZARD_KEPT_FILE_GONE,
  WIZARD_STEPS_MISSING,
  type ApiKybWizardApplication,
} from '../../../host/mock-api/kyb/wizardSteps.js';
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

const pdf = (name: string) => new File(['%PDF-1.4 demo'], name, { type: 'application/pdf' });

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
    const body = stepFormData({
      first_name: 'Ada',
      destination_of_payments: ['CA', 'GB'],
      shareHolders: [{ firstName: 'Grace', proofOfId: pdf('grace-id.pdf') }],
    });
    expect((await sendBody('directors', body)).status).toBe(200);
    const { results } = await client().get<{ results: ApiKybWizardApplication }>('/company/kyb-wizard');
    expect(results.steps).toEqual(['directors']);
    const stored = results.stored_steps.directors;
    expect(stored?.fields).toEqual({
      first_name: 'Ada',
      destination_of_payments: ['CA', 'GB'],
      'shareHolders[0][firstName]': 'Grace',
    });
    expect(stored?.files).toEqual({ 'shareHolders[0][proofOfId]': { id: expect.any(String), name: 'grace-id.pdf' } });
  });

  it('keeps a stored file a step sent again names, under the name it has now; an id it does not hold is refused', async () => {
    const first = stepFormData({
      shareHolders: [
        { firstName: 'Grace', proofOfId: pdf('grace-id.pdf') },
        { firstName: 'Alan', proofOfId: pdf('alan-id.pdf') },
      ],
    });
    await sendBody('directors', first);
    const read = async () =>
      (await client().get<{ results: ApiKybWizardApplication }>('/company/kyb-wizard')).results.stored_steps.directors;
    const alan = (await read())?.files['shareHolders[1][proofOfId]'];
    if (!alan) throw new Error('Alan’s proof of ID was not stored');
    // Grace's tab deleted: Alan is now the first shareholder, his stored file sent as kept.
    const again = stepFormData({
      shareHolders: [{ firstName: 'Alan', proofOfId: new StoredWizardFile(alan.name, alan.id) }],
    });
    expect((await sendBody('directors', again)).status).toBe(200);
    expect((await read())?.files).toEqual({ 'shareHolders[0][proofOfId]': alan });

    const unknown = stepFormData({ proof_of_id: new StoredWizardFile('forged.pdf', 'no-such-file') });
    const refused = await sendBody('directors', unknown);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(WIZARD_KEPT_FILE_GONE);
    expect((await read())?.files).toEqual({ 'shareHolders[0][proofOfId]': alan });
  });

  it('stores each step with its files, and the review marks the form filled', async () => {
    const api = client();
    await expect(failure(api.post('/company/kyb-wizard/review', {}))).resolves.toMatchObject({
      status: 400,
      body: { errors: [WIZARD_STEPS_MISSING] },
    });
    for (const step of WIZARD_FORM_STEPS)
      expect((await sendStep(step, { first_name: 'Ada', proof_of_id: pdf(`${step}.pdf`) })).status).toBe(200);
    const application = backend.store.find('kybWizardApplications', () => true);
    expect(application?.steps.personalDetails?.fields).toEqual({ first_name: 'Ada' });
    expect(application?.steps.directors?.files.proof_of_id?.name).toBe('directors.pdf');
    const stored = await api.get<{ results: ApiKybWizardApplication }>('/company/kyb-wizard');
    expect(stored.results.steps).toEqual([...WIZARD_FORM_STEPS]);

    await api.post('/company/kyb-wizard/review', {});
    const user = await api.get<{ results: ApiUser }>('/auth/user');
    expect(user.results).toMatchObject({ kyb_form_filled: true, bank_connected: false, dashboard_ready: false });
  });

  it('refuses a file that is no pdf or image by its content', async () => {
    const answer = await sendStep('personalDetails', {
      proof_of_id: new File(['<html>'], 'id.pdf', { type: 'application/pdf' }),
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain(UNSUPPORTED_WIZARD_FILE);
  });

  it('is read-only once submitted: a step or a second review is refused', async () => {
    const api = client();
    for (const step of WIZARD_FORM_STEPS) await sendStep(step, { first_name: 'Ada', proof_of_id: pdf(`${step}.pdf`) });
    await api.post('/company/kyb-wizard/review', {});
    expect((await sendStep(WIZARD_FORM_STEPS[0], { first_name: 'Eve' })).status).toBe(400);
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
