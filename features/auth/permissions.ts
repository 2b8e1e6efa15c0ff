import { effectiveRole, hasBetaFeature, type User } from './model.js';

/** A sidebar entry: where it leads and what it says. */
export interface NavigationLink {
  href: string;
  label: string;
}

/** Every sidebar link of the product in its order (access-settings-banking.md §2, §6). */
export const SIDEBAR_LINKS = {
  transactions: { href: '/transactions', label: 'Transactions' },
  receiptApproval: { href: '/receipt-approval', label: 'Receipt Approval' },
  cards: { href: '/cards', label: 'Cards' },
  team: { href: '/team', label: 'Team' },
  withdrawalsCashback: { href: '/withdrawals-cashback', label: 'Withdrawals/Cashback' },
  settings: { href: '/settings/organization-setup', label: 'Settings' },
} as const satisfies Record<string, NavigationLink>;

/** The beta feature that shows the Receipt Approval link. */
export const RECEIPT_APPROVAL_FEATURE = 'RECEIPT_APPROVAL';

/**
 * The sidebar links this user sees: Team for roles 1 and 3; Receipt Approval for 1 and 3 only with the
 * RECEIPT_APPROVAL beta feature; Withdrawals/Cashback for 1 and 2; Settings for 1. Unknown roles act as
 * role 4 (least privilege).
 */
export function sidebarLinksFor(user: User | null | undefined): NavigationLink[] {
  const role = effectiveRole(user);
  const links: NavigationLink[] = [SIDEBAR_LINKS.transactions];
  if ((role === 1 || role === 3) && hasBetaFeature(user, RECEIPT_APPROVAL_FEATURE)) {
    links.push(SIDEBAR_LINKS.receiptApproval);
  }
  links.push(SIDEBAR_LINKS.cards);
  if (role === 1 || role === 3) links.push(SIDEBAR_LINKS.team);
  if (role === 1 || role === 2) links.push(SIDEBAR_LINKS.withdrawalsCashback);
  if (role === 1) links.push(SIDEBAR_LINKS.settings);
  return links;
}

/** The company switcher shows for external users only (§6). */
export function showsCompanySwitcher(user: User | null | undefined): boolean {
  return Boolean(user?.external_user) && (user?.user_companies?.length ?? 0) > 0;
}
