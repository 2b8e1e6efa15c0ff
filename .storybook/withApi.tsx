import type { Decorator, Loader } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { ToastProvider } from '../components/index.js';
import { preloadToastRegion } from '../components/Toast/ToastProvider.js';
import { useMemo, type ReactNode } from 'react';
import {
  ApiProvider,
  createApiClient,
  MemoryNavigationProvider,
  ViewerProvider,
  type ApiClient,
  type QueryTimings,
  type User,
} from '../features/index.js';
import { getDemoStore, getLiveHub, userView, type DemoStore, type LiveHub } from '../host/mock-api/index.js';

/** What a feature story sets under `parameters.feature`. */
export interface FeatureStoryParameters {
  /**
   * The demo user (e-mail) the client calls as: their token is sent. Signed out when left out or
   * `null` (parameters merge, so a story signs out of its meta's user with `null`).
   */
  signedInAs?: string | null;
  /** Where the navigation starts, e.g. `/payments/now` or `/withdrawals-cashback?tab=cashback-redemption`. */
  href?: string;
  /** Route parameters for a path, as the app's route table would match them. */
  matchParams?: (pathname: string) => Record<string, string | undefined>;
  /** Called after every navigation (pass a `fn()` to assert on it). */
  onNavigate?: (href: string) => void;
  /**
   * Changes to the signed-in viewer as the widgets see it (the demo user's `GET /auth/user` answer),
   * e.g. a company setting the seed does not hold.
   */
  viewerChange?: Partial<User>;
}

/** The token of a demo user in the story's store (looked up per request: the store is fresh per story). */
function tokenOf(email: string): string {
  return demoUserRecord(email).auth_token;
}

function demoUserRecord(email: string) {
  const user = getDemoStore().find('users', (row) => row.email === email);
  if (!user) throw new Error(`No demo user ${email} (see host/mock-api/auth/demoAccounts.ts).`);
  return user;
}

/** The signed-in viewer of a feature story: the demo user as `GET /auth/user` answers them, plus the story's change. */
function StoryViewer({
  email,
  change,
  children,
}: {
  email: string;
  change: Partial<User> | undefined;
  children: ReactNode;
}) {
  const user = useMemo(() => {
    const store = getDemoStore();
    return { ...userView(store, demoUserRecord(email)), ...change };
  }, [email, change]);
  return <ViewerProvider user={user}>{children}</ViewerProvider>;
}

const clients = new Map<string | null, ApiClient>();

function clientFor(email: string | null): ApiClient {
  let client = clients.get(email);
  if (!client) {
    client = createApiClient({ baseUrl: '/api/v1', getToken: () => (email ? tokenOf(email) : null) });
    clients.set(email, client);
  }
  return client;
}

/**
 * `parameters.queryTimings`: other timings of the stories' query cache than the product's. The visual project
 * sets them for every story (tests/visual/storyScreenshots.ts).
 */
function queryTimings(parameters: Record<string, unknown>): QueryTimings | undefined {
  const value = parameters.queryTimings;
  return typeof value === 'object' && value !== null ? (value as QueryTimings) : undefined;
}

/** `parameters.toastDuration`: how long the stories' toasts stay by default (the visual project: `Infinity`). */
function toastDuration(parameters: Record<string, unknown>): number | undefined {
  const value = parameters.toastDuration;
  return typeof value === 'number' ? value : undefined;
}

function featureParameters(parameters: Record<string, unknown>): FeatureStoryParameters {
  const value = parameters.feature;
  return typeof value === 'object' && value !== null ? (value as FeatureStoryParameters) : {};
}

/**
 * Feature stories: the API client (answered by MSW over the demo backend, which the preview resets
 * before every story), the toast queue and in-memory navigation. Set `parameters.feature` to call as
 * a demo user or to start at a URL.
 */
export const withApi: Decorator = (Story, context) => {
  const { signedInAs, href, matchParams, onNavigate, viewerChange } = featureParameters(context.parameters);
  const session = signedInAs ?? null;
  const story = <Story />;
  return (
    <ApiProvider client={clientFor(session)} session={session} timings={queryTimings(context.parameters)}>
      <ToastProvider defaultDuration={toastDuration(context.parameters)}>
        <MemoryNavigationProvider initialHref={href} matchParams={matchParams} onNavigate={onNavigate}>
          {session ? (
            <StoryViewer email={session} change={viewerChange}>
              {story}
            </StoryViewer>
          ) : (
            story
          )}
        </MemoryNavigationProvider>
      </ToastProvider>
    </ApiProvider>
  );
};

/**
 * A loader for stories that check that no toast shows: the toast region's code (which otherwise loads with
 * the first toast) is here before the story renders, so a toast would show the moment it is queued.
 */
export const toastRegionLoaded: Loader = () => preloadToastRegion();

/**
 * The toast with this title (toasts render in a portal on document.body), waited for as long as every
 * other find (the preview's 10 s): a 4 s wait of its own, left from before that, failed
 * KybDialog/SaveFailureKeepsTypedData while a save still ran on a machine at load 25.
 */
export function findToast(name: string | RegExp) {
  return within(document.body).findByRole('alertdialog', { name });
}

/**
 * Finds an open dialog or drawer by name once its entrance has ended: the finite animations of the dialog
 * and of the layers around it. A panel that fades in is at opacity 0 in its first frame, so checking what
 * is visible in it before then fails on a slow machine. Animations inside it (a quote's countdown ring)
 * are not waited for.
 */
export async function findOpenDialog(name: string | RegExp) {
  const dialog = await within(document.body).findByRole('dialog', { name });
  const entrances = document.getAnimations().filter((animation) => {
    const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
    const finite = Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity);
    return finite && target !== null && target.contains(dialog);
  });
  await Promise.all(entrances.map((animation) => animation.finished.catch(() => undefined)));
  return dialog;
}

/**
 * Arranges or reads the story's demo data (from a story's `beforeEach` or `render`, which run after the
 * preview's reset): a state the seed does not hold, or the seeded row a story needs, through the store
 * the handlers read.
 */
export function arrangeDemoData<Result>(change: (store: DemoStore) => Result): Result {
  return change(getDemoStore());
}

/**
 * The demo backend's live channel (the WebSocket the story worker serves): `emit(kind, options)` makes
 * the change behind a notice and sends it, `dropAll()` drops every socket, `connectionCount(email)`.
 */
export function demoLiveChannel(): LiveHub {
  return getLiveHub();
}
