import type { ApiClient } from 'spend-ui/features';
import { fetchCurrentUser, isApiError, type SignedInUser, type User } from 'spend-ui/features';
import { sessionUser } from './sessionUser.js';
import { SESSION_STORAGE_KEY } from './storageKey.js';

/**
 * The session as the host keeps it. Everything here is persisted after each action; of the user only
 * what the session needs (`sessionUser`: no bank details, nothing but the beta and comdata flags of the
 * company setting).
 */
export interface SessionState {
  /** The token from sign-in; present means signed in. */
  token: string | null;
  /** The user's name as stored at sign-in (the welcome screen greets it). */
  username: string | null;
  user: User | null;
  logged: boolean;
  /** True while the session check on start runs. */
  loading: boolean;
  /** The session check on start passed. */
  verified: boolean;
  /** Set when the check on start failed without a token. */
  error: string | null;
  /**
   * The check on start got no answer or a server error: the error fallback with a retry shows (never an
   * onboarding gate computed from the cleared flags). Not persisted.
   */
  checkFailed: boolean;
  /**
   * The server ended the session (a 401 or 403 signed the user out): the login screen says so until
   * the next sign-in. A deliberate logout leaves it false. Not persisted.
   */
  endedByServer: boolean;
  /**
   * Where the user was when the server ended the session (path and query): signing in again goes back
   * there rather than to `/`. Not persisted; a deliberate logout clears it.
   */
  returnTo: string | null;
}

export { SESSION_STORAGE_KEY };

const signedOut: SessionState = {
  token: null,
  username: null,
  user: null,
  logged: false,
  loading: false,
  verified: false,
  error: null,
  checkFailed: false,
  endedByServer: false,
  returnTo: null,
};

function readStored(storage: Storage | undefined): SessionState {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return signedOut;
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    const token = typeof parsed.token === 'string' && parsed.token ? parsed.token : null;
    return {
      ...signedOut,
      token,
      username: typeof parsed.username === 'string' ? parsed.username : null,
      // A session stored before the user was trimmed loses the rest at once.
      user: parsed.user ? sessionUser(parsed.user) : null,
      logged: token !== null,
      // With a token the session check on start follows: loading until it answers.
      loading: token !== null,
      verified: Boolean(parsed.verified),
    };
  } catch {
    return signedOut;
  }
}

/** True when `storage` holds a signed-in session (the check on start may still end it). */
export function hasStoredSession(storage: Storage | undefined): boolean {
  return readStored(storage).logged;
}

export interface SessionStoreOptions {
  /** Where the session persists; `localStorage` in the browser. */
  storage?: Storage;
  /** Reloads the page after a company switch. */
  reload?: () => void;
}

/** The host's session: state, persistence and the sign-in actions. */
export class SessionStore {
  private state: SessionState;
  private listeners = new Set<() => void>();
  private client: ApiClient | null = null;
  private readonly storage: Storage | undefined;
  private readonly reload: () => void;

  constructor({ storage, reload }: SessionStoreOptions = {}) {
    this.storage = storage;
    this.reload = reload ?? (() => undefined);
    this.state = readStored(storage);
  }

  /** The HTTP client the actions use (created with this store's token). */
  connect(client: ApiClient) {
    this.client = client;
  }

  private api(): ApiClient {
    if (!this.client) throw new Error('SessionStore.connect(client) was not called.');
    return this.client;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): SessionState => this.state;

  getToken = (): string | null => this.state.token;

  private set(next: Partial<SessionState>) {
    this.state = { ...this.state, ...next, ...(next.user ? { user: sessionUser(next.user) } : {}) };
    this.persist();
    for (const listener of this.listeners) listener();
  }

  private persist() {
    const { token, username, user, logged, verified } = this.state;
    try {
      this.storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, username, user, logged, verified }));
    } catch {
      // Storage full or blocked: the session still works for this page.
    }
  }

  /** Stores a signed-in user (from the sign-in flow of features/auth): token, name and user, never a password. */
  signIn(user: SignedInUser) {
    const token = user.token;
    const { token: _dropped, ...withoutToken } = user;
    this.set({
      token,
      username: user.name ?? this.state.username,
      user: withoutToken,
      logged: token !== null,
      verified: token !== null,
      loading: false,
      error: null,
      checkFailed: false,
      endedByServer: false,
    });
  }

  /** Session check on start: GET /auth/user when a token is stored. */
  async start(): Promise<void> {
    if (!this.state.token) {
      this.set({ ...signedOut });
      return;
    }
    this.set({ loading: true, error: null, checkFailed: false });
    try {
      const user = await fetchCurrentUser(this.api());
      this.set({
        user: { ...this.state.user, ...user },
        username: user.name ?? this.state.username,
        verified: true,
        loading: false,
      });
    } catch (error) {
      // A 401/403 has already signed out (the client's onUnauthorized): nothing more to do here.
      if (!this.state.token) return;
      const user = this.state.user
        ? { ...this.state.user, dashboard_ready: false, role: null, permission_level: null }
        : null;
      const unanswered = !isApiError(error) || error.kind !== 'http' || error.status >= 500;
      this.set({ verified: false, user, loading: false, checkFailed: unanswered });
    }
  }

  /** Skips the session check (the e-mail verification route does): the stored session stands as is. */
  skipCheck() {
    if (this.state.loading) this.set({ loading: false });
  }

  /** Re-reads the user. */
  async refreshUser(): Promise<User> {
    const user = await fetchCurrentUser(this.api());
    this.updateUser(user);
    return user;
  }

  /** Merges a freshly read user into the session. */
  updateUser(user: User) {
    this.set({ user: { ...this.state.user, ...user }, username: user.name ?? this.state.username });
  }

  /** The page kept by `endByServer` was opened again (or is no longer wanted). */
  forgetReturnPath() {
    if (this.state.returnTo !== null) this.set({ returnTo: null });
  }

  /** Clears token, username and the rest of the session (the auth header goes with the token). */
  logout() {
    this.set({ ...signedOut });
  }

  /**
   * The server refused the session (401/403): signed out as by `logout`, and the login screen says why.
   * `returnTo`: the page the user was on, opened again after the next sign-in.
   */
  endByServer(returnTo: string | null = null) {
    this.set({ ...signedOut, endedByServer: true, returnTo });
  }

  /**
   * An external user has switched company (features' `CompanySwitcher` posted it and read the user
   * again): the user is stored, which gives the session a new cache (another company acted for), and
   * the page reloads (access-settings-banking.md §4).
   */
  companySwitched(user: User) {
    this.updateUser(user);
    this.reload();
  }
}
