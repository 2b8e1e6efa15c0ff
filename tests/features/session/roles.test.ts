import { describe, expect, it } from 'vitest';
import { effectiveRole, isAwaitingRole, roleName } from '../../../features/session/roles.js';

describe('effectiveRole', () => {
  it('reads permission_level first, then a numeric, numeric-text or named role', () => {
    expect(effectiveRole({ permission_level: 3, role: 1 })).toBe(3);
    expect(effectiveRole({ role: 2 })).toBe(2);
    expect(effectiveRole({ role: ' 2 ' })).toBe(2);
    expect(effectiveRole({ role: 'CompanyManager' })).toBe(3);
    expect(effectiveRole({ role: 'ExternalUser' })).toBe(2);
    expect(effectiveRole({ role: 'KYBGroup' })).toBe(5);
  });

  it('acts on role 0, an unknown and a missing role as an ordinary employee (4)', () => {
    expect(effectiveRole({ permission_level: 0 })).toBe(4);
    expect(effectiveRole({ permission_level: 9 })).toBe(4);
    expect(effectiveRole({ role: 'Overlord' })).toBe(4);
    expect(effectiveRole({ role: 'constructor' })).toBe(4);
    expect(effectiveRole({ role: '2.5' })).toBe(4);
    expect(effectiveRole({ role: null, permission_level: null })).toBe(4);
    expect(effectiveRole({})).toBe(4);
    expect(effectiveRole(null)).toBe(4);
  });
});

describe('isAwaitingRole', () => {
  it('is true for role 5 only', () => {
    expect(isAwaitingRole({ permission_level: 5 })).toBe(true);
    expect(isAwaitingRole({ role: 'KYBGroup' })).toBe(true);
    expect(isAwaitingRole({ permission_level: 4 })).toBe(false);
    expect(isAwaitingRole({})).toBe(false);
  });
});

describe('roleName', () => {
  it('names the known roles', () => {
    expect(roleName(1)).toBe('CompanyAdmin');
    expect(roleName(2)).toBe('CompanyBookKeeper');
    expect(roleName(3)).toBe('CompanyManager');
    expect(roleName(4)).toBe('CompanyEmployee');
    expect(roleName(5)).toBe('KYBGroup');
    expect(roleName('ExternalUser')).toBe('ExternalUser');
  });

  it('shows an unknown role as CompanyAdmin (the only place that fallback applies)', () => {
    expect(roleName(9)).toBe('CompanyAdmin');
    expect(roleName(0)).toBe('CompanyAdmin');
    expect(roleName('Nope')).toBe('CompanyAdmin');
    expect(roleName('toString')).toBe('CompanyAdmin');
    expect(roleName(null)).toBe('CompanyAdmin');
  });
});
