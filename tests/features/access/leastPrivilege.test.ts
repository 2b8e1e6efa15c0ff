import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { can, type User } from 'spend-ui/features';
import { BETA_FEATURES, CAPABILITIES } from '../../../features/access/capabilities.js';
import { cardListScope, inviteRoleOptions, transactionTabsFor } from '../../../features/access/scopes.js';

// The names and numbers of the acting roles 1–4, written out here rather than read from the module.
const ACTING_ROLE_NAMES = ['CompanyAdmin', 'CompanyBookKeeper', 'CompanyManager', 'CompanyEmployee', 'ExternalUser'];

/** True when a role value names one of the roles 1–4 (as a number, a numeric text or a name). */
function namesActingRole(value: unknown): boolean {
  if (typeof value === 'number') return [1, 2, 3, 4].includes(value);
  if (typeof value !== 'string' || value.trim() === '') return false;
  const text = value.trim();
  return [1, 2, 3, 4].includes(Number(text)) || ACTING_ROLE_NAMES.includes(text);
}

const notActing = <T>(arbitrary: fc.Arbitrary<T>) => arbitrary.filter((value) => !namesActingRole(value));

const unknownPermissionLevel = notActing(fc.oneof(fc.integer(), fc.constant(null), fc.constant(undefined)));
const unknownRole = notActing(
  fc.oneof(
    fc.integer(),
    fc.string(),
    fc.constantFrom('KYBGroup', 'Overlord', 'admin', 'constructor', '0', '5', ' ', '1.5', 'NaN'),
    fc.constant(null),
    fc.constant(undefined),
  ),
);

const everythingElse = fc.record({
  email: fc.constantFrom('someone@northwind.example', 'SOMEONE@northwind.example', undefined),
  external_user: fc.boolean(),
  user_companies: fc.array(fc.record({ id: fc.nat(), company_name: fc.string(), selected: fc.boolean() }), {
    maxLength: 3,
  }),
  company_setting: fc.option(
    fc.record({
      beta_features_enabled: fc.boolean(),
      beta_features: fc.subarray([...Object.values(BETA_FEATURES), 'SOMETHING_ELSE']),
    }),
    { nil: null },
  ),
});

describe('least privilege', () => {
  it('a user with role 0, 5, an unknown or a missing role never may more than the same user as role 4', () => {
    fc.assert(
      fc.property(unknownPermissionLevel, unknownRole, everythingElse, (permissionLevel, role, rest) => {
        const unknown: User = { ...rest, permission_level: permissionLevel, role };
        const employee: User = { ...rest, permission_level: 4, role: 4 };
        for (const capability of CAPABILITIES) {
          if (can(unknown, capability)) expect(can(employee, capability)).toBe(true);
        }
        const employeeTabs = transactionTabsFor(employee).map((option) => option.tab);
        for (const option of transactionTabsFor(unknown)) expect(employeeTabs).toContain(option.tab);
        expect(inviteRoleOptions(unknown)).toEqual([]);
        expect(cardListScope(unknown)).toBe('own');
      }),
      { numRuns: 500 },
    );
  });
});
