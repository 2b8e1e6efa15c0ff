// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memberListSchema, memberSchema } from '../../../features/team/schemas.js';
import { toMemberPayload, type MemberFormValues } from '../../../features/team/memberForm.js';
import { DEMO_PASSWORD } from '../../../host/mock-api/index.js';
import { failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();

function clientFor(email: string) {
  const user = backend.store.find('users', (row) => row.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return { user, client: backend.clientWith(user.auth_token) };
}

const admin = () => clientFor('admin@northwind.example');
const manager = () => clientFor('manager@northwind.example');
const employee = () => clientFor('employee@northwind.example');

async function listMembers(client: ReturnType<typeof admin>['client']) {
  const body = await client.get<{ results: unknown }>('/auth/company/employee');
  return memberListSchema.parse(body.results);
}

const form = (overrides: Partial<MemberFormValues> = {}): MemberFormValues => ({
  first_name: 'Nadia',
  last_name: 'Petrova',
  email: 'nadia.petrova@northwind.example',
  employee_number: 'NW-9001',
  dial_code: '+1',
  phone: '4165550199',
  role: 'employee',
  assigned_manager: String(admin().user.id),
  department: '',
  location: '',
  ...overrides,
});

describe('team calls', () => {
  it('seeds at least 25 Northwind members across roles, managers, places, accepted and not, active and blocked', async () => {
    const members = await listMembers(admin().client);
    expect(members.length).toBeGreaterThanOrEqual(25);
    const levels = new Set(members.map((member) => member.permission_level));
    for (const level of ['CompanyAdmin', 'CompanyBookKeeper', 'CompanyManager', 'CompanyEmployee', 'kyb-group']) {
      expect(levels).toContain(level);
    }
    expect(new Set(members.map((member) => member.assigned_manager?.manager__name)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(members.map((member) => member.setting?.department?.name)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(members.map((member) => member.setting?.location?.name)).size).toBeGreaterThanOrEqual(3);
    expect(members.some((member) => member.dashboard_ready === false)).toBe(true);
    expect(members.some((member) => member.is_active === false)).toBe(true);
    expect(new Set(members.map((member) => member.employee_number)).size).toBe(members.length);
  });

  it("lists the manager's team and the manager; an employee sees only themselves", async () => {
    const team = await listMembers(manager().client);
    expect(team.map((member) => member.name)).toContain("Liam O'Connor");
    expect(team.map((member) => member.name)).toContain('Priya Natarajan');
    expect(
      team.every(
        (member) => member.name === 'Priya Natarajan' || member.assigned_manager?.manager__id === manager().user.id,
      ),
    ).toBe(true);
    expect((await listMembers(employee().client)).map((member) => member.name)).toEqual(["Liam O'Connor"]);
    const other = backend.store.find('users', (user) => user.email === 'bookkeeper@northwind.example');
    expect((await failure(manager().client.get(`/auth/company/employee/${other?.id}`))).status).toBe(404);
  });

  it('invites a member: unaccepted, in the list, an invitation sent, and the phone kept as code and number', async () => {
    const body = await admin().client.post<{ results: unknown }>(
      '/auth/users/company/invite/company-manager',
      toMemberPayload(form({ role: 'manager', department: '1', location: '1' })),
    );
    const invited = memberSchema.parse(body.results);
    expect(invited).toMatchObject({
      name: 'Nadia Petrova',
      permission_level: 'CompanyManager',
      dashboard_ready: false,
      is_active: true,
      phone_code: '+1',
      phone: '(416) 555-0199',
      employee_number: 'NW-9001',
      setting: { department: { id: 1 }, location: { id: 1 } },
    });
    expect((await listMembers(admin().client)).some((member) => member.id === invited.id)).toBe(true);
    expect(backend.store.all('outbox').some((mail) => mail.to === 'nadia.petrova@northwind.example')).toBe(true);
  });

  it('answers field errors for missing and taken values', async () => {
    const missing = await failure(
      admin().client.post('/auth/users/company/invite/company-employee', { name: '', email: 'x', phone: '12' }),
    );
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.body as { errors: object }).errors).sort()).toEqual(
      ['assignedManager', 'email', 'employee_number', 'name', 'phone'].sort(),
    );
    const taken = await failure(
      admin().client.post(
        '/auth/users/company/invite/company-employee',
        toMemberPayload(form({ email: 'employee@northwind.example', employee_number: 'NS-1001' })),
      ),
    );
    expect(taken.body).toEqual({
      errors: {
        email: ['A user with this email already exists.'],
        employee_number: ['A member with this employee id already exists.'],
      },
    });
    const notAManager = await failure(
      admin().client.post(
        '/auth/users/company/invite/company-employee',
        toMemberPayload(form({ assigned_manager: String(employee().user.id) })),
      ),
    );
    expect(Object.keys((notAManager.body as { errors: object }).errors)).toEqual(['assignedManager']);
  });

  it('lets a manager invite employees only, and refuses employees', async () => {
    const payload = toMemberPayload(form({ assigned_manager: String(manager().user.id) }));
    const body = await manager().client.post<{ results: unknown }>(
      '/auth/users/company/invite/company-employee',
      payload,
    );
    expect(memberSchema.parse(body.results).assigned_manager?.manager__id).toBe(manager().user.id);
    expect(
      (
        await failure(
          manager().client.post('/auth/users/company/invite/company-admin', {
            ...payload,
            email: 'someone@northwind.example',
            employee_number: 'NW-9002',
            role: 'admin',
          }),
        )
      ).status,
    ).toBe(403);
    expect((await failure(employee().client.post('/auth/users/company/invite/company-employee', payload))).status).toBe(
      403,
    );
  });

  it('updates a member; only an admin updates their own profile', async () => {
    const liam = employee().user.id;
    const body = await manager().client.patch<{ results: unknown }>(
      `/auth/company/employee/${liam}`,
      toMemberPayload(
        form({
          first_name: 'Liam',
          last_name: "O'Connor",
          email: 'employee@northwind.example',
          employee_number: 'NS-1004',
          assigned_manager: String(manager().user.id),
          phone: '4165550104',
        }),
      ),
    );
    expect(memberSchema.parse(body.results)).toMatchObject({ name: "Liam O'Connor", employee_number: 'NS-1004' });
    const own = toMemberPayload(
      form({
        first_name: 'Priya',
        last_name: 'N',
        email: 'manager@northwind.example',
        employee_number: 'NS-1003',
        role: 'manager',
      }),
    );
    expect((await failure(manager().client.patch(`/auth/company/employee/${manager().user.id}`, own))).status).toBe(
      403,
    );
    const adminOwn = toMemberPayload(
      form({
        first_name: 'Olivia',
        last_name: 'Chen',
        email: 'admin@northwind.example',
        employee_number: 'NS-1001',
        role: 'admin',
        assigned_manager: String(
          backend.store.find('users', (user) => user.email === 'two-step@northwind.example')?.id,
        ),
      }),
    );
    const updated = await admin().client.patch<{ results: unknown }>(
      `/auth/company/employee/${admin().user.id}`,
      adminOwn,
    );
    expect(memberSchema.parse(updated.results).name).toBe('Olivia Chen');
  });

  it('blocks and unblocks a member, never oneself; a blocked member cannot sign in', async () => {
    const liam = employee().user.id;
    const blocked = await admin().client.post<{ results: unknown }>(`/auth/user/block/${liam}`);
    expect(memberSchema.parse(blocked.results).is_active).toBe(false);
    const login = await failure(
      backend.client.post('/auth/users/login', { email: 'employee@northwind.example', password: DEMO_PASSWORD }),
    );
    expect(login.status).toBe(400);
    const unblocked = await manager().client.post<{ results: unknown }>(`/auth/user/unblock/${liam}`);
    expect(memberSchema.parse(unblocked.results).is_active).toBe(true);
    expect((await failure(admin().client.post(`/auth/user/block/${admin().user.id}`))).status).toBe(400);
    expect((await failure(employee().client.post(`/auth/user/block/${liam}`))).status).toBe(403);
  });

  it('answers an injected fault on each team call', async () => {
    backend.store.injectFault({ path: '/auth/user/block/:id', status: 500 });
    expect((await failure(admin().client.post(`/auth/user/block/${employee().user.id}`))).status).toBe(500);
    backend.store.injectFault({ path: '/auth/users/company/invite/:role', status: 500 });
    expect((await failure(admin().client.post('/auth/users/company/invite/company-employee', {}))).status).toBe(500);
  });
});
