import { describe, expect, it } from 'vitest';
import { type User } from 'spend-ui/features';
import {
  cardListScope,
  cardScale,
  INVITE_ROLE_IDS,
  inviteRoleOptions,
  mayChangeMemoAndReceipt,
  mayEditMember,
  mayToggleMemberActive,
  memberListScope,
  rolesGivenBy,
  transactionScale,
} from '../../../features/access/scopes.js';

const me = (permission_level: number): User => ({ permission_level, email: 'Ada@Northwind.example' });
const myself = { email: 'ada@northwind.example' };
const someoneElse = { email: 'ben@northwind.example' };

describe('card list scope', () => {
  it('role 1 lists the company, role 3 the team, roles 2 and 4 their own cards', () => {
    expect([1, 2, 3, 4].map((role) => cardListScope(me(role)))).toEqual(['company', 'own', 'team', 'own']);
  });

  it('sends card-scale company or team, and none for own cards', () => {
    expect(cardScale('company')).toBe('company');
    expect(cardScale('team')).toBe('team');
    expect(cardScale('own')).toBeUndefined();
  });
});

describe('member list scope', () => {
  it('role 1 lists the company, role 3 the team, roles 2, 4 and 5 themselves (what the demo backend answers)', () => {
    expect([1, 2, 3, 4, 5].map((role) => memberListScope(me(role)))).toEqual(['company', 'own', 'team', 'own', 'own']);
  });
});

describe('transaction scale', () => {
  it('asks nothing for My Transactions, the tab for the others, company for role 2 asking team', () => {
    expect(transactionScale(me(1), 'my')).toBeUndefined();
    expect(transactionScale(me(1), 'team')).toBe('team');
    expect(transactionScale(me(3), 'team')).toBe('team');
    expect(transactionScale(me(2), 'team')).toBe('company');
    expect(transactionScale(me(2), 'company')).toBe('company');
  });
});

describe('invite role options', () => {
  it('carries the values sent as company-{role}', () => {
    expect(inviteRoleOptions(me(1))).toEqual([
      { value: 'admin', label: 'Admin' },
      { value: 'book-keeper', label: 'BookKeeper' },
      { value: 'manager', label: 'Manager' },
      { value: 'employee', label: 'Employee' },
    ]);
    expect(inviteRoleOptions(me(3))).toEqual([{ value: 'employee', label: 'Employee' }]);
  });

  it('gives the roles the form offers (rolesGivenBy, which the backend asks too), each a role id of the table', () => {
    for (const role of [0, 1, 2, 3, 4, 5, 9]) {
      expect(rolesGivenBy(me(role))).toEqual(inviteRoleOptions(me(role)).map((option) => option.value));
    }
    expect(rolesGivenBy(me(2))).toEqual([]);
    expect(rolesGivenBy(me(5))).toEqual([]);
    expect(INVITE_ROLE_IDS).toEqual({ admin: 1, 'book-keeper': 2, manager: 3, employee: 4 });
  });
});

describe('memo and receipt: only the transaction own user', () => {
  it('allows the owner (e-mail compared without case) whatever the role, nobody else', () => {
    for (const role of [1, 2, 3, 4]) {
      expect(mayChangeMemoAndReceipt(me(role), { user: myself })).toBe(true);
      expect(mayChangeMemoAndReceipt(me(role), { user: someoneElse })).toBe(false);
    }
  });

  it('refuses when either side has no e-mail, and role 5', () => {
    expect(mayChangeMemoAndReceipt(me(1), { user: null })).toBe(false);
    expect(mayChangeMemoAndReceipt(me(1), { user: { email: '' } })).toBe(false);
    expect(mayChangeMemoAndReceipt({ permission_level: 1 }, { user: { email: '' } })).toBe(false);
    expect(mayChangeMemoAndReceipt(me(5), { user: myself })).toBe(false);
  });
});

describe('team members', () => {
  it('roles 1 and 3 edit other members; only role 1 edits their own row', () => {
    expect([1, 2, 3, 4].map((role) => mayEditMember(me(role), someoneElse))).toEqual([true, false, true, false]);
    expect([1, 2, 3, 4].map((role) => mayEditMember(me(role), myself))).toEqual([true, false, false, false]);
  });

  it('the Active toggle is for roles 1 and 3 and disabled on the user own row', () => {
    expect([1, 2, 3, 4].map((role) => mayToggleMemberActive(me(role), someoneElse))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect([1, 2, 3, 4].map((role) => mayToggleMemberActive(me(role), myself))).toEqual([false, false, false, false]);
  });
});
