import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useApiClient } from '../api/index.js';
import {
  fetchCurrentUser,
  loginRequest,
  registerRequest,
  requestVerificationCode,
  useReadUserAgain,
  verifyCode,
  type CodeRequestResult,
} from './api.js';
import type { User } from '../session/user.js';
import { normaliseEmail, type CodeChannel, type RegisterRequest } from './model.js';

/**
 * A sign-in in progress between the login (or sign-up) screen and the code screens: kept in memory only,
 * never in any storage, and dropped when the sign-in completes or is abandoned.
 */
export interface PendingSignIn {
  email: string;
  password: string;
  userId: number | string | undefined;
  phoneVerified: boolean;
}

/** The code screen a login without a token leads to. */
export type CodeStep = 'two-step' | 'phone';

/** Where a login answer leads: a token signs the user in; otherwise two-step when the phone is verified, else phone verification. */
export function signInOutcome(user: User): 'signed-in' | CodeStep {
  if (user.token) return 'signed-in';
  return user.phone_verified ? 'two-step' : 'phone';
}

/** A signed-in user as the session keeps it: the user fields and the token. */
export type SignedInUser = User & { token: string };

export interface SignIn {
  /** The sign-in waiting for a code, if any. */
  pending: PendingSignIn | null;
  /** POST /auth/users/login with the e-mail lower-cased; resolves with where to go next. Rejects with the ApiError. */
  login: (email: string, password: string) => Promise<'signed-in' | CodeStep>;
  /** POST /auth/users; the phone-verification step follows with the credentials in memory. */
  register: (request: RegisterRequest) => Promise<void>;
  /** Sends a code for the pending sign-in. */
  requestCode: (channel: CodeChannel) => Promise<CodeRequestResult>;
  /** Verifies the code, then reads the whole user with the new token and signs in. */
  verifyCode: (otp: string, channel: CodeChannel) => Promise<void>;
  /** Forgets the pending sign-in. */
  cancel: () => void;
}

const SignInContext = createContext<SignIn | null>(null);

export interface SignInProviderProps {
  /** Receives the user and token once signed in; the app stores them (the password never reaches it). */
  onSignedIn: (user: SignedInUser) => void;
  children?: ReactNode;
}

/** Holds the sign-in flow (login, codes, sign-up) for the auth screens below it. */
export function SignInProvider({ onSignedIn, children }: SignInProviderProps) {
  const client = useApiClient();
  const [pending, setPendingState] = useState<PendingSignIn | null>(null);
  // Read by the async steps, which may run after a render that has not seen the newest value.
  const pendingRef = useRef<PendingSignIn | null>(null);
  const setPending = useCallback((next: PendingSignIn | null) => {
    pendingRef.current = next;
    setPendingState(next);
  }, []);
  const onSignedInRef = useRef(onSignedIn);
  useLayoutEffect(() => {
    onSignedInRef.current = onSignedIn;
  });

  const value = useMemo<SignIn>(
    () => ({
      pending,
      async login(email, password) {
        const normalised = normaliseEmail(email);
        const user = await loginRequest(client, normalised, password);
        const outcome = signInOutcome(user);
        if (outcome === 'signed-in' && user.token) {
          setPending(null);
          onSignedInRef.current({ ...user, token: user.token });
        } else {
          setPending({
            email: normalised,
            password,
            userId: user.user_id ?? user.id,
            phoneVerified: Boolean(user.phone_verified),
          });
        }
        return outcome;
      },
      async register(request) {
        const user = await registerRequest(client, request);
        setPending({
          email: request.email,
          password: request.password,
          userId: user.user_id ?? user.id,
          phoneVerified: false,
        });
      },
      async requestCode(channel) {
        const userId = pendingRef.current?.userId;
        if (userId === undefined) throw new Error('No sign-in is in progress.');
        return requestVerificationCode(client, userId, channel);
      },
      async verifyCode(otp, channel) {
        const current = pendingRef.current;
        if (!current || current.userId === undefined) throw new Error('No sign-in is in progress.');
        const verified = await verifyCode(client, {
          user_id: current.userId,
          otp,
          channel,
          email: current.email,
          password: current.password,
        });
        const token = verified.token;
        if (!token) throw new Error('The verify answer carried no token.');
        // The verify answer holds only token and name: read the whole user with the new token.
        const user = await fetchCurrentUser(client, token).catch(() => verified);
        setPending(null);
        onSignedInRef.current({
          ...verified,
          ...user,
          phone_verified: channel === 'phone' ? true : user.phone_verified,
          token,
        });
      },
      cancel: () => setPending(null),
    }),
    [client, pending, setPending],
  );
  return <SignInContext.Provider value={value}>{children}</SignInContext.Provider>;
}

/** The sign-in flow of the nearest `SignInProvider`. */
export function useSignIn(): SignIn {
  const signIn = useContext(SignInContext);
  if (!signIn) throw new Error('useSignIn must be used inside a <SignInProvider>.');
  return signIn;
}

/**
 * Phone (or e-mail) verification for a user who is already signed in: the code goes to that user, the
 * verify call carries no password, and the whole user is read again afterwards.
 */
export function useSignedInCodeVerification(user: User, onVerified: (user: User) => void) {
  const client = useApiClient();
  const { run: readUserAgain } = useReadUserAgain(onVerified);
  const userId = user.user_id ?? user.id;
  return useMemo(
    () => ({
      requestCode: (channel: CodeChannel) => {
        if (userId === undefined) return Promise.reject(new Error('The user has no id.'));
        return requestVerificationCode(client, userId, channel);
      },
      verify: async (otp: string, channel: CodeChannel) => {
        if (userId === undefined) throw new Error('The user has no id.');
        await verifyCode(client, { user_id: userId, otp, channel, email: user.email ?? '' });
        // The verification's own failure text covers a failed read too (the code screen says it).
        const read = await readUserAgain();
        if (read.status === 'failed') throw read.error;
      },
    }),
    [client, userId, user.email, readUserAgain],
  );
}
