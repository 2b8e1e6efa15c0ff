/** What the host does when a call answers 401 or 403. */
export interface UnauthorizedHandlerOptions {
  /** Clears token and username (and the rest of the session). */
  clearSession: () => void;
  /** Sends the user to the login screen. */
  redirectToLogin: () => void;
  /** Delay before the redirect; the spec says 1 s. */
  delayMs?: number;
  /** Timer functions (tests pass fake ones). */
  setTimer?: (callback: () => void, ms: number) => unknown;
}

/**
 * Builds the client's `onUnauthorized`: the first 401/403 clears the session and schedules one redirect
 * to /login after 1 s; every further failure before that redirect happens is ignored, so many requests
 * failing together redirect once.
 */
export function createUnauthorizedHandler({
  clearSession,
  redirectToLogin,
  delayMs = 1000,
  setTimer = (callback, ms) => setTimeout(callback, ms),
}: UnauthorizedHandlerOptions): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    clearSession();
    setTimer(() => {
      scheduled = false;
      redirectToLogin();
    }, delayMs);
  };
}
