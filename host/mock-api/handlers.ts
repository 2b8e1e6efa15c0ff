import type { HttpHandler } from 'msw';
import { createRouteBuilder, DEFAULT_API_BASE } from './core/http.js';
import type { DemoStore } from './core/store.js';
import { demoStoreWhenSeeded } from './core/activeStore.js';
import { accountHandlers } from './accounts/handlers.js';
import { authHandlers } from './auth/handlers.js';
import { profileHandlers } from './profile/handlers.js';
import { bankingHandlers } from './banking/handlers.js';
import { bankLinkProviderHandlers } from './banking/linkProvider.js';
import { cardHandlers } from './cards/handlers.js';
import { teamHandlers } from './team/handlers.js';
import { cashbackHandlers } from './cashback/handlers.js';
import { companySettingHandlers } from './settings/handlers.js';
import { passwordResetHandlers } from './auth/passwordReset.js';
import { utilityHandlers } from './utility/handlers.js';
import { receiptHandlers } from './receipts/handlers.js';
import { transactionHandlers } from './transactions/handlers.js';
import { kybWizardHandlers } from './kyb/wizardSteps.js';
import { kybHandlers } from './kyb/handlers.js';
import { recipientHandlers } from './recipients/handlers.js';
import { paymentHandlers } from './payments/handlers.js';
import { demoHandlers } from './demo/handlers.js';

export interface CreateHandlersOptions {
  /**
   * The store to serve; default: the active store (`createDemoStore` / `getDemoStore`), looked up per
   * request, once seeded when it is seeding in slices (`seedDemoStoreInSlices`).
   */
  store?: DemoStore;
  /** The URL pattern of the API base. Default `*\/api/v1` (any origin). */
  baseUrl?: string;
}

/** Every handler of the demo backend. Later issues add their domain's list here. */
export function createHandlers(options: CreateHandlersOptions = {}): HttpHandler[] {
  const { store } = options;
  const routes = createRouteBuilder(store ? () => store : demoStoreWhenSeeded, options.baseUrl ?? DEFAULT_API_BASE);
  return [
    ...authHandlers(routes),
    ...companySettingHandlers(routes),
    ...passwordResetHandlers(routes),
    ...utilityHandlers(routes),
    ...cardHandlers(routes),
    ...teamHandlers(routes),
    ...transactionHandlers(routes),
    ...receiptHandlers(routes),
    ...cashbackHandlers(routes),
    ...bankLinkProviderHandlers(routes),
    ...bankingHandlers(routes),
    ...kybWizardHandlers(routes),
    ...kybHandlers(routes),
    ...accountHandlers(routes),
    ...profileHandlers(routes),
    ...recipientHandlers(routes),
    ...paymentHandlers(routes),
    ...demoHandlers(routes),
  ];
}
