import type { Capability } from 'spend-ui/features';

// prettier-ignore
/**
 * What the page of each authenticated route needs (the role tables of the spec and the README's
 * rulings). A signed-in user without it gets the "not available for your role" screen, and the page
 * is not loaded. A unit test checks that every authenticated route of the table is named here.
 */
export const routeCapabilities: Readonly<Record<string, Capability>> = {
  '/':                              'transactions.view',
  '/transactions':                  'transactions.view',
  '/recipients/:action?':           'recipients.manage',
  '/accounts/:currency':            'accounts.view',
  '/payments/:action?':             'payments.make',
  '/user-profile':                  'profile.view',
  '/receipt-approval':              'receipt-approval.view',
  '/cards':                         'cards.view',
  '/team':                          'team.view',
  '/withdrawals-cashback':          'withdrawals-cashback.view',
  '/settings/organization-setup':   'settings.manage',
  '/settings/connect-bank-account': 'bank-accounts.link',
  '/bank/transactions':             'bank-transactions.view',
};
