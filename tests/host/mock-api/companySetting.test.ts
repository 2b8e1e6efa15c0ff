// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS, textTooLong } from '../../../features/forms/textLimits.js';
import { SETTINGS_THRESHOLD_TOO_HIGH } from '../../../features/settings/messages.js';
import { serverMessages, type ApiCompanySetting, type ApiSignedInUser } from '../../../host/mock-api/index.js';
import { failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();

async function adminClient() {
  const { user } = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
    user: { email: 'admin@northwind.example', password: 'Spend-demo-1' },
  });
  return backend.clientWith(user.token ?? null);
}

const read = async (client: Awaited<ReturnType<typeof adminClient>>) =>
  (await client.get<{ results: ApiCompanySetting }>('/auth/company/setting')).results;

describe('PATCH /auth/company/setting validation', () => {
  it('refuses a name already in the list (kept or added, any case) and changes nothing', async () => {
    const client = await adminClient();
    const before = await read(client);
    const keepAll = before.department.map((entry) => entry.id);
    const kept = await failure(
      client.patch('/auth/company/setting', {
        departments: { id: keepAll, names: ['finance'] },
        locations: { id: before.location.map((entry) => entry.id), names: ['Ottawa', 'OTTAWA'] },
        receipt_threshold: 10,
        memo_threshold: 5,
      }),
    );
    expect(kept.status).toBe(400);
    expect(kept.body).toEqual({
      errors: {
        departments: [serverMessages.duplicateName('finance')],
        locations: [serverMessages.duplicateName('OTTAWA')],
      },
    });
    expect(await read(client)).toEqual(before);
  });

  it('lets a removed entry come back under the same name, as a new entry', async () => {
    const client = await adminClient();
    const before = await read(client);
    const finance = before.department.find((entry) => entry.name === 'Finance');
    const others = before.department.filter((entry) => entry !== finance);
    const { results } = await client.patch<{ results: ApiCompanySetting }>('/auth/company/setting', {
      departments: { id: others.map((entry) => entry.id), names: ['Finance'] },
    });
    const again = results.department.find((entry) => entry.name === 'Finance');
    expect(again?.id).not.toBe(finance?.id);
    expect(results.department).toHaveLength(before.department.length);
  });

  it('refuses names over 100 characters and thresholds over 99,999,999', async () => {
    const client = await adminClient();
    const error = await failure(
      client.patch('/auth/company/setting', {
        locations: { id: [], names: ['x'.repeat(101)] },
        receipt_threshold: 100_000_000,
        memo_threshold: 99_999_999,
      }),
    );
    expect(error.body).toEqual({
      errors: {
        locations: [textTooLong(TEXT_LIMITS.listEntry)],
        receipt_threshold: [SETTINGS_THRESHOLD_TOO_HIGH],
      },
    });
  });

  it('answers an injected failure instead of saving', async () => {
    const client = await adminClient();
    const before = await read(client);
    backend.store.injectFault({ path: '/auth/company/setting', method: 'PATCH', status: 500 });
    const error = await failure(
      client.patch('/auth/company/setting', { departments: { id: [], names: [] }, receipt_threshold: 1 }),
    );
    expect(error.status).toBe(500);
    expect(await read(client)).toEqual(before);
  });
});
