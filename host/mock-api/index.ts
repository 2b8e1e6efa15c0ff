/**
 * The demo backend: MSW handlers for the spec's endpoints over a seeded, stateful store that keeps
 * the session's changes as a log in sessionStorage. Node-safe to import (nothing touches `window`
 * until `startDemoBackend` or the first request).
 */
import { createHandlers } from './handlers.js';

export { createHandlers, type CreateHandlersOptions } from './handlers.js';
export {
  ARMED_FAULTS_KEY,
  LIVE_TIMER_KEY,
  armFaultForNextLoad,
  startDemoBackend,
  type DemoBackend,
  type StartDemoBackendOptions,
} from './browser.js';
export {
  DemoStore,
  DEFAULT_LATENCY_MS,
  DEFAULT_STORAGE_KEY,
  type DemoFault,
  type DemoStoreOptions,
} from './core/store.js';
export { createDemoStore, dropDemoStore, getDemoStore, resetDemoStore } from './core/activeStore.js';
export type { DemoChange, KeyValueStorage, PersistedDemoState } from './core/changeLog.js';
export type { StoredFile } from './core/files.js';
export {
  createRouteBuilder,
  DemoHttpFailure,
  fail,
  fieldErrors,
  forbidden,
  json,
  type AuthenticatedContext,
  type FieldErrorsOptions,
  type HandlerContext,
  type RouteBuilder,
} from './core/http.js';
export {
  paginate,
  type Page,
  type PageInfo,
  type PagerOptions,
  type SortDirection,
  type SortValue,
} from './core/pager.js';
export { multipartBody, readMultipart, type MultipartBody } from './core/multipart.js';
export { demoAccounts, demoTokens, DEMO_PASSWORD, type DemoAccount } from './auth/demoAccounts.js';
export { DEFAULT_SEED, seedTables, seedTablesInSteps, type DomainSeeder } from './seed.js';
export { serverMessages } from './core/serverMessages.js';
export { DEMO_OTP_CODE, ROLE_NAMES } from './auth/model.js';
export {
  DEMO_LIVE_INTERVAL_MS,
  getLiveHub,
  LIVE_PATH,
  LIVE_SERVER_RESTART_CLOSE,
  LIVE_UNAUTHORIZED_CLOSE,
  LiveHub,
  type LiveClient,
} from './live/hub.js';
export {
  LIVE_MESSAGE_TYPES,
  performLiveEvent,
  type LiveEvent,
  type LiveEventOptions,
  type LiveMessage,
  type LiveMessageType,
} from './live/events.js';
export { MINIMUM_REDEMPTION } from './cashback/model.js';
export {
  BANK_VERIFICATION_DELAY_MS,
  bankingMessages,
  type BankLinkTokenRecord,
  type BankPublicTokenRecord,
  type BankStatementRecord,
} from './banking/model.js';
export { demoInstitutions, type DemoInstitution, type DemoInstitutionAccount } from './banking/institutions.js';
export type * from './model.js';
export type * from './auth/model.js';
export type * from './cards/model.js';
export type { ApiBankAccount, ApiMaskedBankAccount, BankAccountRecord } from './banking/model.js';

/** Every handler, serving the active store (see `createDemoStore`). */
export const handlers = createHandlers();
export { userView } from './auth/views.js';
