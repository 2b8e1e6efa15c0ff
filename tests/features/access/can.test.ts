import { describe, expect, it } from 'vitest';
import { can, type Capability, type User } from 'spend-ui/features';
import { BETA_FEATURES, CAPABILITIES } from '../../../features/access/capabilities.js';
import {
  cardListScope,
  inviteRoleOptions,
  transactionTabsFor,
  type TransactionTab,
} from '../../../features/access/scopes.js';

// `can` checked cell by cell against the role tables of the spec. The tables below are copies of
// the spec's, line for line, so a reader can hold them against the spec; each row names the
// capabilities (or scope helper) that implement it.

type Column = 'Role 1' | 'Role 2' | 'Role 3' | 'Role 4 / other';
const COLUMN_ROLE: Record<Column, number> = { 'Role 1': 1, 'Role 2': 2, 'Role 3': 3, 'Role 4 / other': 4 };

const EVERY_BETA_FEATURE: User['company_setting'] = {
  beta_features_enabled: true,
  beta_features: Object.values(BETA_FEATURES),
};

const asUser = (roleFields: User): User => ({
  email: 'someone@northwind.example',
  external_user: false,
  company_setting: EVERY_BETA_FEATURE,
  ...roleFields,
});

/** The users standing for each column; "Role 4 / other" is tried with role 4 and each kind of other. */
const USERS: ReadonlyArray<{ who: string; column: Column; user: User }> = [
  { who: 'role 1', column: 'Role 1', user: asUser({ permission_level: 1 }) },
  { who: 'role 2', column: 'Role 2', user: asUser({ permission_level: 2 }) },
  { who: 'ExternalUser (role 2 by name)', column: 'Role 2', user: asUser({ role: 'ExternalUser' }) },
  { who: 'role 3', column: 'Role 3', user: asUser({ permission_level: 3 }) },
  { who: 'role 4', column: 'Role 4 / other', user: asUser({ permission_level: 4 }) },
  { who: 'role 0', column: 'Role 4 / other', user: asUser({ permission_level: 0 }) },
  { who: 'an unknown role (99)', column: 'Role 4 / other', user: asUser({ permission_level: 99 }) },
  { who: 'an unknown role name', column: 'Role 4 / other', user: asUser({ role: 'Overlord' }) },
  { who: 'a missing role', column: 'Role 4 / other', user: asUser({}) },
];

/** "yes" when every check holds, "no" when none does; anything else means the parts disagree. */
function agree(...checks: boolean[]): string {
  if (checks.every(Boolean)) return 'yes';
  if (!checks.some(Boolean)) return 'no';
  return `inconsistent (${checks.join(', ')})`;
}

const allowed = (user: User, capabilities: readonly Capability[]) => capabilities.map((c) => can(user, c));
const hasTab = (user: User, tab: TransactionTab) => transactionTabsFor(user).some((option) => option.tab === tab);

/** How a row is implemented: the capabilities it decides and how to read the app's answer as a cell. */
interface RowReading {
  capabilities: readonly Capability[];
  read: (user: User) => string;
}

function parseTable(markdown: string): Array<Record<string, string>> {
  const [header = [], , ...rows] = markdown
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  return rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

// ---------------------------------------------------------------------------------------------------
// cards-transactions-team.md §6 "Roles and permissions"
const CARDS_TRANSACTIONS_TEAM_TABLE = `
| Function | Role 1 | Role 2 | Role 3 | Role 4 / other |
|---|---|---|---|---|
| My Transactions tab | yes | yes | yes | yes |
| Team Transactions tab | yes | no | yes | no |
| Company Transactions tab | yes | yes | no | no |
| Cashback column in drawer | yes | yes | no | no |
| Redeem link (also needs REDEEM_CASHBACK beta feature) | yes | no | no | no |
| Approve Receipt (others get Escalate to Manager) | yes | no | no | no |
| Card list scope | company | not shown | team | not shown |
| Add Card, edit card, status toggle | yes | no | yes | no |
| View cards | yes | yes | yes | yes |
| Invite members | Admin, BookKeeper, Manager, Employee | no | Employee only | no |
| Member Active toggle | yes | no | yes | no |
| Edit own profile | yes | no | no | no |
| Withdrawals/Cashback page | yes | yes | no | no |
`;

/** Cells the spec leaves open, filled by the rulings (spec README). */
const RULING_FILLS: Record<string, Record<string, string>> = {
  // "Card list scope for roles 2 and 4 (not shown): their own cards (least privilege)"
  'Card list scope': { 'not shown': 'own' },
};

const CARDS_TRANSACTIONS_TEAM_READINGS: Record<string, RowReading> = {
  'My Transactions tab': {
    capabilities: ['transactions.my-tab'],
    read: (user) => agree(can(user, 'transactions.my-tab'), hasTab(user, 'my')),
  },
  'Team Transactions tab': {
    capabilities: ['transactions.team-tab'],
    read: (user) => agree(can(user, 'transactions.team-tab'), hasTab(user, 'team')),
  },
  'Company Transactions tab': {
    capabilities: ['transactions.company-tab'],
    read: (user) => agree(can(user, 'transactions.company-tab'), hasTab(user, 'company')),
  },
  'Cashback column in drawer': {
    capabilities: ['transactions.cashback-column'],
    read: (user) => agree(can(user, 'transactions.cashback-column')),
  },
  'Redeem link (also needs REDEEM_CASHBACK beta feature)': {
    capabilities: ['cashback.redeem'],
    read: (user) => agree(can(user, 'cashback.redeem')),
  },
  'Approve Receipt (others get Escalate to Manager)': {
    capabilities: ['receipts.approve', 'receipts.escalate'],
    read: (user) => agree(can(user, 'receipts.approve'), !can(user, 'receipts.escalate')),
  },
  'Card list scope': {
    capabilities: [],
    read: (user) => cardListScope(user),
  },
  'Add Card, edit card, status toggle': {
    capabilities: ['cards.create', 'cards.edit', 'cards.toggle-status'],
    read: (user) => agree(...allowed(user, ['cards.create', 'cards.edit', 'cards.toggle-status'])),
  },
  'View cards': {
    capabilities: ['cards.view'],
    read: (user) => agree(can(user, 'cards.view')),
  },
  'Invite members': {
    capabilities: ['members.invite'],
    read: (user) => {
      const labels = inviteRoleOptions(user).map((option) => option.label);
      if (can(user, 'members.invite') !== labels.length > 0) return 'inconsistent';
      if (labels.length === 0) return 'no';
      if (labels.length === 1) return `${labels.join('')} only`;
      return labels.join(', ');
    },
  },
  'Member Active toggle': {
    capabilities: ['members.toggle-active'],
    read: (user) => agree(can(user, 'members.toggle-active')),
  },
  'Edit own profile': {
    capabilities: ['members.edit-own'],
    read: (user) => agree(can(user, 'members.edit-own')),
  },
  'Withdrawals/Cashback page': {
    capabilities: ['withdrawals-cashback.view'],
    read: (user) => agree(can(user, 'withdrawals-cashback.view')),
  },
};

describe('cards-transactions-team.md §6, row by row and role by role', () => {
  const rows = parseTable(CARDS_TRANSACTIONS_TEAM_TABLE);

  it('reads every row of the copied table', () => {
    expect(rows.map((row) => row.Function)).toEqual(Object.keys(CARDS_TRANSACTIONS_TEAM_READINGS));
  });

  for (const row of rows) {
    const name = row.Function ?? '';
    const reading = CARDS_TRANSACTIONS_TEAM_READINGS[name];
    describe(name, () => {
      for (const { who, column, user } of USERS) {
        const cell = row[column] ?? '';
        const expected = RULING_FILLS[name]?.[cell] ?? cell;
        const shown = expected === cell ? cell : `${cell} → ${expected} (ruling)`;
        it(`${who}: ${shown}`, () => {
          expect(reading?.read(user)).toBe(expected);
        });
      }
    });
  }

  it('Redeem link: without the REDEEM_CASHBACK beta feature no role has it', () => {
    for (const { user } of USERS) {
      expect(
        can({ ...user, company_setting: { beta_features_enabled: true, beta_features: [] } }, 'cashback.redeem'),
      ).toBe(false);
      expect(
        can(
          { ...user, company_setting: { beta_features_enabled: false, beta_features: ['REDEEM_CASHBACK'] } },
          'cashback.redeem',
        ),
      ).toBe(false);
    }
  });

  it('For role 2 the team scope of transactions becomes company scope', () => {
    const scales = (user: User) => Object.fromEntries(transactionTabsFor(user).map(({ tab, scale }) => [tab, scale]));
    expect(scales(asUser({ permission_level: 1 }))).toEqual({ my: undefined, team: 'team', company: 'company' });
    expect(scales(asUser({ permission_level: 2 }))).toEqual({ my: undefined, company: 'company' });
    expect(scales(asUser({ permission_level: 3 }))).toEqual({ my: undefined, team: 'team' });
    expect(scales(asUser({ permission_level: 4 }))).toEqual({ my: undefined });
  });
});

// ---------------------------------------------------------------------------------------------------
// access-settings-banking.md §6 "Roles and permissions"
const ACCESS_SETTINGS_BANKING_TABLE = `
| Capability | Roles |
|---|---|
| Team link | 1, 3 |
| Receipt Approval link | 1 and 3, only when the company has beta features enabled including RECEIPT_APPROVAL (another part says who may see the screen itself: not shown) |
| Withdrawals/Cashback link | 1, 2 |
| Settings | 1 only |
| Company switcher | external users (external_user flag) |
`;

// The links themselves are the host's route table's sidebar entries; tests/host/routeAccess.test.tsx
// checks that each asks the capability read here.
const ACCESS_SETTINGS_BANKING_READINGS: Record<string, RowReading> = {
  'Team link': {
    capabilities: ['team.view'],
    read: (user) => agree(can(user, 'team.view')),
  },
  'Receipt Approval link': {
    capabilities: ['receipt-approval.view'],
    read: (user) => agree(can(user, 'receipt-approval.view')),
  },
  'Withdrawals/Cashback link': {
    capabilities: ['withdrawals-cashback.view'],
    read: (user) => agree(can(user, 'withdrawals-cashback.view')),
  },
  Settings: {
    capabilities: ['settings.manage'],
    read: (user) => agree(can(user, 'settings.manage')),
  },
  'Company switcher': {
    capabilities: ['company.switch'],
    read: (user) => agree(can(user, 'company.switch')),
  },
};

/** The role numbers a "Roles" cell names ("1, 3", "1 and 3, only when …", "1 only"). */
const rolesNamed = (cell: string) => (cell.match(/\b\d\b/g) ?? []).map(Number);

const external = (user: User): User => ({
  ...user,
  external_user: true,
  user_companies: [
    { id: 1, company_name: 'Harbourfront Logistics', selected: true },
    { id: 2, company_name: 'Northwind Supply Co.', selected: false },
  ],
});

describe('access-settings-banking.md §6, row by row and role by role', () => {
  const rows = parseTable(ACCESS_SETTINGS_BANKING_TABLE);

  it('reads every row of the copied table', () => {
    expect(rows.map((row) => row.Capability)).toEqual(Object.keys(ACCESS_SETTINGS_BANKING_READINGS));
  });

  for (const row of rows) {
    const name = row.Capability ?? '';
    const cell = row.Roles ?? '';
    const reading = ACCESS_SETTINGS_BANKING_READINGS[name];
    describe(name, () => {
      for (const { who, column, user } of USERS) {
        if (name === 'Company switcher') {
          it(`${who}: yes as an external user, no otherwise`, () => {
            expect(reading?.read(external(user))).toBe('yes');
            expect(reading?.read(user)).toBe('no');
            expect(reading?.read({ ...external(user), user_companies: [] })).toBe('no');
          });
          continue;
        }
        const expected = rolesNamed(cell).includes(COLUMN_ROLE[column]) ? 'yes' : 'no';
        it(`${who}: ${expected}`, () => {
          expect(reading?.read(user)).toBe(expected);
        });
      }
    });
  }

  it('Receipt Approval link: only when beta features are enabled and include RECEIPT_APPROVAL', () => {
    for (const { user } of USERS) {
      const read = ACCESS_SETTINGS_BANKING_READINGS['Receipt Approval link']?.read;
      expect(read?.({ ...user, company_setting: { beta_features_enabled: true, beta_features: ['KYB_WIZARD'] } })).toBe(
        'no',
      );
      expect(
        read?.({ ...user, company_setting: { beta_features_enabled: false, beta_features: ['RECEIPT_APPROVAL'] } }),
      ).toBe('no');
      expect(read?.({ ...user, company_setting: null })).toBe('no');
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// The rulings of ../shared/spec/README.md that decide roles, and the rows other sections give.
const MORE_ROWS: ReadonlyArray<{ source: string; capabilities: readonly Capability[]; roles: readonly number[] }> = [
  {
    source:
      'README "Who may use the multi-currency area": Balances, account pages, conversion, payments and recipients … roles 1 and 2 use them',
    capabilities: ['balances.view', 'accounts.view', 'conversion.convert', 'payments.make', 'recipients.manage'],
    roles: [1, 2],
  },
  {
    source:
      'README "Who fills the business application": the company admin (role 1) fills, reads and submits the KYB application, in both variants',
    capabilities: ['kyb.fill'],
    roles: [1],
  },
  {
    source:
      'README "Two KYB variants" and "Who fills the business application": the wizard replaces the dialog for a company with KYB_WIZARD, filled by its admin',
    capabilities: ['kyb.wizard'],
    roles: [1],
  },
  {
    source: 'README: Everyone has their profile (/user-profile)',
    capabilities: ['profile.view'],
    roles: [1, 2, 3, 4],
  },
  {
    source: 'README "/settings/connect-bank-account": the bank-linking flow on its own page (role 1)',
    capabilities: ['bank-accounts.link'],
    roles: [1],
  },
  {
    source:
      'README "/bank/transactions": the movements between the linked bank account and the product … roles 1 and 2',
    capabilities: ['bank-transactions.view'],
    roles: [1, 2],
  },
  {
    source: 'access-settings-banking.md §2 Sidebar links: /transactions (also /) — for every role',
    capabilities: ['transactions.view'],
    roles: [1, 2, 3, 4],
  },
  {
    source:
      "cards-transactions-team.md §4: Editing another member's profile is allowed (on the Team page: roles 1 and 3)",
    capabilities: ['members.edit'],
    roles: [1, 3],
  },
];

describe('the rulings and the other sections, role by role', () => {
  for (const { source, capabilities, roles } of MORE_ROWS) {
    describe(source, () => {
      for (const { who, column, user } of USERS) {
        const expected = roles.includes(COLUMN_ROLE[column]) ? 'yes' : 'no';
        it(`${who}: ${expected}`, () => {
          expect(agree(...allowed(user, capabilities))).toBe(expected);
        });
      }
    });
  }
});

describe('the whole table', () => {
  it('every capability is decided by a row tested above', () => {
    const tested = new Set<Capability>(
      [
        ...Object.values(CARDS_TRANSACTIONS_TEAM_READINGS),
        ...Object.values(ACCESS_SETTINGS_BANKING_READINGS),
        ...MORE_ROWS,
      ].flatMap((row) => row.capabilities),
    );
    expect([...CAPABILITIES].sort()).toEqual([...tested].sort());
  });

  it('role 5 (a member awaiting a role) cannot act: no capability, no scope', () => {
    const awaiting = external(asUser({ permission_level: 5 }));
    expect(CAPABILITIES.filter((capability) => can(awaiting, capability))).toEqual([]);
    expect(transactionTabsFor(awaiting)).toEqual([]);
    expect(inviteRoleOptions(awaiting)).toEqual([]);
    expect(cardListScope(awaiting)).toBe('own');
  });

  it('without a user nothing is allowed', () => {
    expect(CAPABILITIES.filter((capability) => can(null, capability))).toEqual([]);
    expect(CAPABILITIES.filter((capability) => can(undefined, capability))).toEqual([]);
  });
});
