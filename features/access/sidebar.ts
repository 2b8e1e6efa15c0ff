import type { Capability } from './capabilities.js';

/** A sidebar entry: where it leads, what it says and what the user must be allowed to see it. */
export interface SidebarLink {
  href: string;
  label: string;
  capability: Capability;
}

/**
 * The sidebar's links in their order (access-settings-banking.md §2, §6; cards-transactions-team.md
 * "Sidebar visibility"). Payments and Recipients join after Cards with their pages (spec README).
 */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { href: '/transactions', label: 'Transactions', capability: 'transactions.view' },
  { href: '/receipt-approval', label: 'Receipt Approval', capability: 'receipt-approval.view' },
  { href: '/cards', label: 'Cards', capability: 'cards.view' },
  { href: '/team', label: 'Team', capability: 'team.view' },
  { href: '/withdrawals-cashback', label: 'Withdrawals/Cashback', capability: 'withdrawals-cashback.view' },
  { href: '/settings/organization-setup', label: 'Settings', capability: 'settings.manage' },
];
