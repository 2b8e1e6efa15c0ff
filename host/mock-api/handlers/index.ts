import type { HttpHandler } from 'msw';
import { createRouteBuilder, DEFAULT_API_BASE } from '../http.js';
import { getDemoStore, type DemoStore } from '../store.js';
import { authHandlers } from './auth.js';
import { bankingHandlers } from './banking.js';
import { bankLinkProviderHandlers } from './bankLinkProvider.js';
import { cardHandlers } from './cards.js';
import { teamHandlers } from './team.js';
import { cashbackHandlers } from './cashback.js';
import { companySettingHandlers } from './companySetting.js';
import { passwordResetHandlers } from './passwordReset.js';
import { utilityHandlers } from './utility.js';
import { receiptHandlers } from './receipts.js';
import { transactionHandlers } from './transactions.js';

export interface CreateHandlersOptions {
  /** The store to serve; default: the active store (`createDemoStore` / `getDemoStore`), looked up per request. */
  store?: DemoStore;
  /** The URL pattern of the API base. Default `*\/api/v1` (any origin). */
  baseUrl?: string;
}

/** Every handler of the demo backend. Later issues add their domain's list here. */
export function createHandlers(options: CreateHandlersOptions = {}): HttpHandler[] {
  const { store } = options;
  const routes = createRouteBuilder(store ? () => store : getDemoStore, options.baseUrl ?? DEFAULT_API_BASE);
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
  ];
}
