export { SessionStore, SESSION_STORAGE_KEY, hasStoredSession } from './sessionStore.js';
export type { SessionState, SessionStoreOptions } from './sessionStore.js';
export { SessionProvider, useSession, useSessionStore } from './SessionProvider.js';
export { createUnauthorizedHandler } from './unauthorized.js';
export type { UnauthorizedHandlerOptions } from './unauthorized.js';
export { AFTER_LOGOUT, useLogout } from './useLogout.js';
