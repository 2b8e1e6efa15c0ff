import { isApiError } from '../api/index.js';

/*
 * A memo being saved is kept in sessionStorage (per user and transaction) until the save answers: when the
 * answer is a 401 or 403 the session ends, the drawer goes with it, and the memo is back in the field when
 * the same user signs in again and opens the same transaction. A memo is not a secret; nothing else of a
 * form is kept this way.
 */

const DRAFT_KEY_PREFIX = 'spend.memo-draft';

/** Whose memo on which transaction. */
export interface MemoDraftOwner {
  userId: number | undefined;
  transactionId: number;
}

function draftKey({ userId, transactionId }: MemoDraftOwner): string | null {
  return userId === undefined ? null : `${DRAFT_KEY_PREFIX}.${userId}.${transactionId}`;
}

function draftStorage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/** Keeps the memo being sent. */
export function keepMemoDraft(owner: MemoDraftOwner, memo: string): void {
  const key = draftKey(owner);
  try {
    if (key) draftStorage()?.setItem(key, memo);
  } catch {
    // Storage full or blocked: the memo is still in the field for as long as the page lives.
  }
}

/** The memo kept for this user and transaction, if any. */
export function readMemoDraft(owner: MemoDraftOwner): string | undefined {
  const key = draftKey(owner);
  try {
    return (key && draftStorage()?.getItem(key)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Drops the memo kept (saved, restored into the field, or refused for another reason than the session). */
export function forgetMemoDraft(owner: MemoDraftOwner): void {
  const key = draftKey(owner);
  try {
    if (key) draftStorage()?.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/** The session ended under the save (a 401 or 403: the host signs the user out): the draft waits for the next sign-in. */
export function sessionEndedUnder(failure: unknown): boolean {
  return isApiError(failure) && (failure.status === 401 || failure.status === 403);
}
