import type { User } from '../session/user.js';
import { effectiveRole } from '../session/roles.js';

/**
 * Everything a role may or may not do, named for what it allows. Pages, sidebar links and widgets
 * ask `can(user, capability)`; no other code reads a role number.
 */
export type Capability =
  // Transactions page (cards-transactions-team.md §2, §6)
  | 'transactions.view'
  | 'transactions.my-tab'
  | 'transactions.team-tab'
  | 'transactions.company-tab'
  | 'transactions.cashback-column'
  | 'cashback.redeem'
  | 'receipts.approve'
  | 'receipts.escalate'
  // Receipt Approval Requests page
  | 'receipt-approval.view'
  // Cards page
  | 'cards.view'
  | 'cards.create'
  | 'cards.edit'
  | 'cards.toggle-status'
  // Team page
  | 'team.view'
  | 'members.invite'
  | 'members.edit'
  | 'members.edit-own'
  | 'members.toggle-active'
  // Withdrawals/Cashback page
  | 'withdrawals-cashback.view'
  // Settings and bank linking (access-settings-banking.md §2, §6)
  | 'settings.manage'
  | 'bank-accounts.link'
  | 'bank-transactions.view'
  | 'company.switch'
  // Business verification (spec README ruling "Who fills the business application")
  | 'kyb.fill'
  | 'kyb.wizard'
  // Multi-currency area (spec README ruling "Who may use the multi-currency area")
  | 'balances.view'
  | 'accounts.view'
  | 'conversion.convert'
  | 'payments.make'
  | 'recipients.manage'
  // Everyone (spec README ruling: everyone has their profile)
  | 'profile.view';

/** Beta features a company may switch on (`company_setting.beta_features`). */
export const BETA_FEATURES = {
  receiptApproval: 'RECEIPT_APPROVAL',
  redeemCashback: 'REDEEM_CASHBACK',
  kybWizard: 'KYB_WIZARD',
  hideCurrentBalance: 'HIDE_CURRENT_BALANCE',
  customAmountSpent: 'CUSTOM_AMOUNT_SPENT',
  /** The scheduled and recurring payment forms (demo only: the types stay "coming soon" otherwise). */
  scheduledPayments: 'SCHEDULED_PAYMENTS',
} as const;

export type BetaFeature = (typeof BETA_FEATURES)[keyof typeof BETA_FEATURES];

/** True when the company has beta features enabled and the named one among them. */
export function hasBetaFeature(user: Pick<User, 'company_setting'> | null | undefined, feature: BetaFeature): boolean {
  const setting = user?.company_setting;
  return Boolean(setting?.beta_features_enabled && setting.beta_features?.includes(feature));
}

/** The roles that can act. Role 5 (awaiting a role) cannot act at all until the admin assigns one. */
type ActingRole = 1 | 2 | 3 | 4;

interface CapabilityRule {
  /** The roles that have it; role 0, an unknown or a missing role acts as 4 (least privilege). */
  roles: readonly ActingRole[];
  /** Also needs this beta feature switched on for the company. */
  betaFeature?: BetaFeature;
  /** Also needs the external_user flag (and companies to switch between). */
  externalUserOnly?: true;
}

const EVERYONE: readonly ActingRole[] = [1, 2, 3, 4];
const ADMIN: readonly ActingRole[] = [1];
const ADMIN_AND_MANAGER: readonly ActingRole[] = [1, 3];
const ADMIN_AND_BOOKKEEPER: readonly ActingRole[] = [1, 2];

// prettier-ignore
/** The one table of who may do what. Tested row by row against the spec's role tables. */
const CAPABILITY_RULES: Record<Capability, CapabilityRule> = {
  'transactions.view':            { roles: EVERYONE },
  'transactions.my-tab':          { roles: EVERYONE },
  'transactions.team-tab':        { roles: ADMIN_AND_MANAGER },
  'transactions.company-tab':     { roles: ADMIN_AND_BOOKKEEPER },
  'transactions.cashback-column': { roles: ADMIN_AND_BOOKKEEPER },
  'cashback.redeem':              { roles: ADMIN, betaFeature: BETA_FEATURES.redeemCashback },
  'receipts.approve':             { roles: ADMIN },
  'receipts.escalate':            { roles: [2, 3, 4] },
  'receipt-approval.view':        { roles: ADMIN_AND_MANAGER, betaFeature: BETA_FEATURES.receiptApproval },
  'cards.view':                   { roles: EVERYONE },
  'cards.create':                 { roles: ADMIN_AND_MANAGER },
  'cards.edit':                   { roles: ADMIN_AND_MANAGER },
  'cards.toggle-status':          { roles: ADMIN_AND_MANAGER },
  'team.view':                    { roles: ADMIN_AND_MANAGER },
  'members.invite':               { roles: ADMIN_AND_MANAGER },
  'members.edit':                 { roles: ADMIN_AND_MANAGER },
  'members.edit-own':             { roles: ADMIN },
  'members.toggle-active':        { roles: ADMIN_AND_MANAGER },
  'withdrawals-cashback.view':    { roles: ADMIN_AND_BOOKKEEPER },
  'settings.manage':              { roles: ADMIN },
  'bank-accounts.link':           { roles: ADMIN },
  'bank-transactions.view':       { roles: ADMIN_AND_BOOKKEEPER },
  'company.switch':               { roles: EVERYONE, externalUserOnly: true },
  'kyb.fill':                     { roles: ADMIN },
  'kyb.wizard':                   { roles: ADMIN, betaFeature: BETA_FEATURES.kybWizard },
  'balances.view':                { roles: ADMIN_AND_BOOKKEEPER },
  'accounts.view':                { roles: ADMIN_AND_BOOKKEEPER },
  'conversion.convert':           { roles: ADMIN_AND_BOOKKEEPER },
  'payments.make':                { roles: ADMIN_AND_BOOKKEEPER },
  'recipients.manage':            { roles: ADMIN_AND_BOOKKEEPER },
  'profile.view':                 { roles: EVERYONE },
};

/** Every capability, in the table's order. */
export const CAPABILITIES = Object.keys(CAPABILITY_RULES) as Capability[];

function isActingRole(role: number): role is ActingRole {
  return role >= 1 && role <= 4;
}

/**
 * Whether this user may do this. Role 0, an unknown or a missing role act as an ordinary employee
 * (role 4); role 5 may do nothing until a role is assigned; without a user nothing is allowed.
 */
export function can(user: User | null | undefined, capability: Capability): boolean {
  if (!user) return false;
  const rule = CAPABILITY_RULES[capability];
  const role = effectiveRole(user);
  if (!isActingRole(role) || !rule.roles.includes(role)) return false;
  if (rule.betaFeature && !hasBetaFeature(user, rule.betaFeature)) return false;
  if (rule.externalUserOnly && !(user.external_user && (user.user_companies?.length ?? 0) > 0)) return false;
  return true;
}
