// @vitest-environment node
// The backend follows the client's role rules, not a role number of its own (issue 39 item 8): with the
// rules of features/access and features/session changed here, the demo backend's answers change with them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toMemberPayload, type MemberFormValues } from '../../../features/team/memberForm.js';
import { can, type Capability } from '../../../features/access/capabilities.js';
import { rolesGivenBy, type InviteRole } from '../../../features/access/scopes.js';
import { isAwaitingRole } from '../../../features/session/roles.js';
import { onboardingStep } from '../../../features/onboarding/model.js';
import type { User } from '../../../features/session/user.js';
import type * as ScopesModule from '../../../features/access/scopes.js';
import type * as RolesModule from '../../../features/session/roles.js';
import { failure, useDemoBackend } from './harness.js';

vi.mock('../../../features/access/scopes.js', async (importOriginal) => {
  const original = await importOriginal<typeof ScopesModule>();
  return { ...original, rolesGivenBy: vi.fn(original.rolesGivenBy) };
});
vi.mock('../../../features/session/roles.js', async (importOriginal) => {
  const original = await importOriginal<typeof RolesModule>();
  return { ...original, isAwaitingRole: vi.fn(original.isAwaitingRole) };
});

const backend = useDemoBackend();

afterEach(() => {
  vi.mocked(rolesGivenBy).mockReset();
  vi.mocked(isAwaitingRole).mockReset();
});

function clientFor(email: string) {
  const user = backend.store.find('users', (row) => row.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return { user, client: backend.clientWith(user.auth_token) };
}

let invites = 0;
function inviteAs(email: string, role: InviteRole) {
  const { user, client } = clientFor(email);
  invites += 1;
  const form: MemberFormValues = {
    first_name: 'Nadia',
    last_name: 'Petrova',
    email: `nadia.${invites}@northwind.example`,
    employee_number: `NW-77${invites}`,
    dial_code: '+1',
    phone: '4165550199',
    role,
    assigned_manager: String(user.id),
    department: '',
    location: '',
  };
  return client.post(`/auth/users/company/invite/company-${role}`, toMemberPayload(form));
}

/** 'given' when the backend invites with the role, else the answer's status. */
async function verdict(email: string, role: InviteRole): Promise<string> {
  try {
    await inviteAs(email, role);
    return 'given';
  } catch (error) {
    return String((error as { status?: number }).status);
  }
}

describe('the backend reads the client’s role rules', () => {
  it('invites with the roles rolesGivenBy gives, whatever the table says', async () => {
    // The table as it is: a manager gives Employee, not BookKeeper.
    expect(await verdict('manager@northwind.example', 'employee')).toBe('given');
    expect(await verdict('manager@northwind.example', 'book-keeper')).toBe('403');

    // The table changed: a manager gives BookKeeper only (still with members.invite). The member form's
    // offer (inviteRoleOptions) is this function's list; the backend asks the same function.
    const changed = (user: User | null | undefined): readonly InviteRole[] =>
      can(user, 'members.invite' satisfies Capability) ? ['book-keeper'] : [];
    vi.mocked(rolesGivenBy).mockImplementation(changed);
    expect(await verdict('manager@northwind.example', 'book-keeper')).toBe('given');
    expect(await verdict('manager@northwind.example', 'employee')).toBe('403');
    expect((await failure(inviteAs('admin@northwind.example', 'admin'))).status).toBe(403);
  });

  it('marks role 5 not ready exactly as long as the client’s isAwaitingRole says it waits', async () => {
    const { client } = clientFor('awaiting-role@northwind.example');
    const before = (await client.get<{ results: User }>('/auth/user')).results;
    expect(before.dashboard_ready).toBe(false);
    expect(onboardingStep(before)).toBe('awaiting-role');

    // The rule changed: nobody waits for a role; the company is ready, so the dashboard is.
    vi.mocked(isAwaitingRole).mockReturnValue(false);
    const after = (await client.get<{ results: User }>('/auth/user')).results;
    expect(after.dashboard_ready).toBe(true);
    const member = await clientFor('admin@northwind.example').client.get<{
      results: { email: string; dashboard_ready: boolean }[];
    }>('/auth/company/employee');
    expect(member.results.find((entry) => entry.email === 'awaiting-role@northwind.example')?.dashboard_ready).toBe(
      true,
    );
  });
});
