import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { effectiveRole, roleName, showsCompanySwitcher, sidebarLinksFor, type User } from 'spend-ui/features';

const labels = (user: User) => sidebarLinksFor(user).map((link) => link.label);
const withBeta = (user: User): User => ({
  ...user,
  company_setting: { beta_features_enabled: true, beta_features: ['RECEIPT_APPROVAL'] },
});

describe('sidebarLinksFor', () => {
  it('role 1 sees everything (Receipt Approval with the beta feature)', () => {
    expect(labels(withBeta({ permission_level: 1 }))).toEqual([
      'Transactions',
      'Receipt Approval',
      'Cards',
      'Team',
      'Withdrawals/Cashback',
      'Settings',
    ]);
  });
  it('role 1 without the beta feature has no Receipt Approval', () => {
    expect(labels({ permission_level: 1 })).not.toContain('Receipt Approval');
    expect(
      labels({
        permission_level: 1,
        company_setting: { beta_features_enabled: false, beta_features: ['RECEIPT_APPROVAL'] },
      }),
    ).not.toContain('Receipt Approval');
  });
  it('role 2: Withdrawals/Cashback, no Team, no Settings, never Receipt Approval', () => {
    expect(labels(withBeta({ permission_level: 2 }))).toEqual(['Transactions', 'Cards', 'Withdrawals/Cashback']);
  });
  it('role 3: Team and Receipt Approval with the beta feature', () => {
    expect(labels(withBeta({ permission_level: 3 }))).toEqual(['Transactions', 'Receipt Approval', 'Cards', 'Team']);
  });
  it('role 4: the basic links', () => {
    expect(labels(withBeta({ permission_level: 4 }))).toEqual(['Transactions', 'Cards']);
  });
  it('role 0, unknown and missing roles get least privilege (as role 4)', () => {
    for (const user of [{ permission_level: 0 }, { role: 'Overlord' }, {}, { role: 99 }, { role: null }] as User[]) {
      expect(labels(withBeta(user))).toEqual(['Transactions', 'Cards']);
    }
  });
  it('never shows more than role 1 for any role value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), (role) => {
        const links = labels(withBeta({ role }));
        expect(links.length).toBeLessThanOrEqual(6);
        expect(links.slice(0, 1)).toEqual(['Transactions']);
      }),
    );
  });
});

describe('roles', () => {
  it('reads numeric, numeric-string and named roles', () => {
    expect(effectiveRole({ permission_level: 3 })).toBe(3);
    expect(effectiveRole({ role: '2' })).toBe(2);
    expect(effectiveRole({ role: 'CompanyManager' })).toBe(3);
    expect(effectiveRole({ role: 'ExternalUser' })).toBe(2);
    expect(effectiveRole({ role: 'KYBGroup' })).toBe(5);
  });
  it('shows an unknown role name as CompanyAdmin', () => {
    expect(roleName(9)).toBe('CompanyAdmin');
    expect(roleName('Nope')).toBe('CompanyAdmin');
    expect(roleName(4)).toBe('CompanyEmployee');
  });
  it('shows the company switcher to external users with companies', () => {
    expect(
      showsCompanySwitcher({ external_user: true, user_companies: [{ id: 1, company_name: 'A', selected: true }] }),
    ).toBe(true);
    expect(
      showsCompanySwitcher({ external_user: false, user_companies: [{ id: 1, company_name: 'A', selected: true }] }),
    ).toBe(false);
  });
});
