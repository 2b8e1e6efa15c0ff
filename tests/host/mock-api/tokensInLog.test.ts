// @vitest-environment node
// The demo backend keeps its changes in sessionStorage: a sign-in token of a user created at run time,
// a card's number, CVV and PIN never land there, and after a reload the token and the card still work.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORAGE_KEY,
  DEMO_OTP_CODE,
  type ApiSignedInUser,
  type PersistedDemoState,
} from '../../../host/mock-api/index.js';
import { revealedCardSchema } from '../../../features/cards/schemas.js';
import { emptyCardForm, toCreateCardPayload } from '../../../features/cards/cardForm.js';
import { toMemberPayload } from '../../../features/team/memberForm.js';
import { memoryStorage, useDemoBackend } from './harness.js';

const backend = useDemoBackend();
const PIN = '4821';

function adminClient() {
  const admin = backend.store.find('users', (row) => row.email === 'admin@northwind.example');
  if (!admin) throw new Error('No demo admin');
  return { admin, client: backend.clientWith(admin.auth_token) };
}

/** Registers a user, verifies the phone (the answer carries a token), invites a member and creates a physical card. */
async function createSecrets() {
  const registration = {
    name: 'Zoe Martin',
    account_name: 'Martin Coffee Roasters',
    phone: '+1(613) 555-0199',
    email: 'zoe@martin-coffee.example',
    password: 'roasting-2026',
  };
  const { user } = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users', registration);
  await backend.client.post('/auth/verification-request', { user: { user_id: user.user_id, channel: 'phone' } });
  const verified = await backend.client.post<{ user: ApiSignedInUser }>('/auth/verify-otp', {
    user: { user_id: user.user_id, otp: DEMO_OTP_CODE, channel: 'phone' },
  });
  const token = verified.user.token ?? '';

  const { admin, client } = adminClient();
  await client.post(
    '/auth/users/company/invite/company-employee',
    toMemberPayload({
      first_name: 'Nadia',
      last_name: 'Petrova',
      email: 'nadia.petrova@northwind.example',
      employee_number: 'NW-9001',
      dial_code: '+1',
      phone: '4165550199',
      role: 'employee',
      assigned_manager: String(admin.id),
      department: '',
      location: '',
    }),
  );
  const created = await client.post<{ results: unknown }>(
    '/card/card',
    toCreateCardPayload({
      ...emptyCardForm,
      card_name: 'Trade fair',
      assignee: String(admin.id),
      card_limit: 1500,
      cycle_type: 'weekly',
      cycle_rate: 6000,
      physical_card: true,
      pin: PIN,
      address1: '1 Front Street',
      city: 'Toronto',
      state: 'ON',
      zip: 'M5J 2X5',
    }),
  );
  const card = revealedCardSchema.parse(created.results);
  return { token, card };
}

describe('sign-in tokens and card secrets in the change log', () => {
  it('are not kept as they were handed out', async () => {
    const storage = memoryStorage();
    backend.recreate({ storage });
    const { token, card } = await createSecrets();
    const persisted = storage.getItem(DEFAULT_STORAGE_KEY) ?? '';

    expect(token).toMatch(/^[0-9a-f]{40}$/);
    expect(persisted).not.toContain(token);
    expect(card.card_secrets.cardNumber).toMatch(/^5\d{15}$/);
    expect(persisted).not.toContain(card.card_secrets.cardNumber);
    expect(persisted).not.toMatch(new RegExp(`"(cvv|physical_card_pin)"`));
    expect(persisted).not.toContain(`"${PIN}"`);
    const { changes } = JSON.parse(persisted) as PersistedDemoState;
    const users = changes.flatMap((change) => (change.table === 'users' && change.op === 'insert' ? [change.row] : []));
    expect(users.map((row) => row.email)).toEqual(['zoe@martin-coffee.example', 'nadia.petrova@northwind.example']);
    expect(users.map((row) => row.auth_token)).toEqual(['', '']);
  });

  it('still sign in and reveal the same card after a reload replays the log', async () => {
    const storage = memoryStorage();
    backend.recreate({ storage });
    const { token, card } = await createSecrets();

    backend.recreate({ storage }); // the page reloads
    const signedIn = await backend.clientWith(token).get<{ results: { email: string } }>('/auth/user');
    expect(signedIn.results.email).toBe('zoe@martin-coffee.example');
    const revealed = await adminClient().client.get<{ results: unknown }>(`/card/card/${card.id}/reveal`);
    expect(revealedCardSchema.parse(revealed.results).card_secrets).toEqual(card.card_secrets);
  });
});
