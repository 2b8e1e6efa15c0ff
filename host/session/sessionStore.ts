import type { ApiClient } from 'spend-ui/features';
import {
  fetchCurrentUser,
  loginRequest,
  normaliseEmail,
  registerRequest,
  requestVerificationCode,
  switchCompanyRequest,
  verifyCode,
  type CodeChannel,
  type CodeRequestResult,
  type RegisterRequest,
  type User,
} from 'spend-ui/features';

/** The session as the host keeps it. Everything here is persisted after each action. */
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
}

/**
 * A sign-in in progress: kept in memory only, never in any storage, and dropped when the sign-in
 * completes (or on logout). The two-step and phone screens need it for the verify call.
 */
export interface PendingSignIn {
  email: string;
  password: string;
  userId: number | string | undefined;
  phoneVerified: boolean;
}

/** Where the login screen goes next. */
export type LoginOutcome = 'signed-in' | '/two-step-verification' | '/phone-verification';

export const SESSION_STORAGE_KEY = 'spend.session';

const signedOut: SessionState = {
  token: null,
  username: null,
  user: null,
  logged: false,
  loading: false,
  verified: false,
  error: null,
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
      user: parsed.user ?? null,
      logged: token !== null,
      // With a token the session check on start follows: loading until it answers.
      loading: token !== null,
      verified: Boolean(parsed.verified),
    };
  } catch {
    return signedOut;
  }
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
  private pending: PendingSignIn | null = null;
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

  /** The sign-in in progress (email and password in memory), if any. */
  getPendingSignIn(): PendingSignIn | null {
    return this.pending;
  }

  private set(next: Partial<SessionState>) {
    this.state = { ...this.state, ...next };
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

  private signIn(user: User) {
    const token = user.token ?? null;
    const { token: _dropped, ...withoutToken } = user;
    this.pending = null;
    this.set({
      token,
      username: user.name ?? this.state.username,
      user: withoutToken,
      logged: token !== null,
      verified: token !== null,
      loading: false,
      error: null,
    });
  }

  /** Session check on start: GET /auth/user when a token is stored. */
  async start(): Promise<void> {
    if (!this.state.token) {
      this.set({ ...signedOut });
      return;
    }
    this.set({ loading: true, error: null });
    try {
      const user = await fetchCurrentUser(this.api());
      this.set({
        user: { ...this.state.user, ...user },
        username: user.name ?? this.state.username,
        verified: true,
        loading: false,
      });
    } catch {
      const user = this.state.user
        ? { ...this.state.user, dashboard_ready: false, role: null, permission_level: null }
        : null;
      this.set({ verified: false, user, loading: false });
    }
  }

  /** Skips the session check (the e-mail verification route does): the stored session stands as is. */
  skipCheck() {
    if (this.state.loading) this.set({ loading: false });
  }

  /** Re-reads the user (after a company switch or an onboarding step). */
  async refreshUser(): Promise<User> {
    const user = await fetchCurrentUser(this.api());
    this.set({ user: { ...this.state.user, ...user }, username: user.name ?? this.state.username });
    return user;
  }

  /**
   * Signs in. With a token in the answer the user is in; without one the code screens follow
   * (two-step when the phone is verified, phone verification otherwise) and the credentials stay
   * in memory until the code is verified.
   */
  async login(email: string, password: string): Promise<LoginOutcome> {
    const normalised = normaliseEmail(email);
    const user = await loginRequest(this.api(), normalised, password);
    if (user.token) {
      this.signIn(user);
      return 'signed-in';
    }
    this.pending = {
      email: normalised,
      password,
      userId: user.user_id ?? user.id,
      phoneVerified: Boolean(user.phone_verified),
    };
    this.set({ username: user.name ?? null, user });
    return user.phone_verified ? '/two-step-verification' : '/phone-verification';
  }

  /** Registers; the phone verification step follows with the credentials in memory. */
  async register(request: RegisterRequest): Promise<void> {
    const user = await registerRequest(this.api(), request);
    this.pending = {
      email: request.email,
      password: request.password,
      userId: user.user_id ?? user.id,
      phoneVerified: false,
    };
    this.set({ username: user.name ?? request.name, user: { ...user, token: undefined } });
  }

  /** Sends a one-time code for the pending sign-in. */
  async requestCode(channel: CodeChannel): Promise<CodeRequestResult> {
    const userId = this.pending?.userId;
    if (userId === undefined) throw new Error('No sign-in is in progress.');
    return requestVerificationCode(this.api(), userId, channel);
  }

  /** Verifies the code; on success the token is stored and the user is signed in. */
  async verifyCode(otp: string, channel: CodeChannel): Promise<void> {
    const pending = this.pending;
    if (!pending || pending.userId === undefined) throw new Error('No sign-in is in progress.');
    const user = await verifyCode(this.api(), {
      user_id: pending.userId,
      otp,
      channel,
      email: pending.email,
      password: pending.password,
    });
    const base = this.state.user ?? {};
    this.signIn({ ...base, ...user, phone_verified: true });
    // The verify answer holds only token and name: read the whole user.
    await this.refreshUser().catch(() => undefined);
  }

  /** Clears token, username and the rest of the session (the auth header goes with the token). */
  logout() {
    this.pending = null;
    this.set({ ...signedOut });
  }

  /** Switches an external user's company: POST, refresh the user, reload the page. */
  async switchCompany(companyId: number): Promise<void> {
    await switchCompanyRequest(this.api(), companyId);
    await this.refreshUser();
    this.reload();
  }
}
