import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../features/api/ApiError.js';
import {
  forgetMemoDraft,
  keepMemoDraft,
  readMemoDraft,
  sessionEndedUnder,
} from '../../../features/transactions/memoDraft.js';

describe('the memo draft kept across a session the server ends', () => {
  afterEach(() => sessionStorage.clear());

  it('is kept per user and transaction, and forgotten', () => {
    keepMemoDraft({ userId: 7, transactionId: 42 }, 'Parking');
    expect(readMemoDraft({ userId: 7, transactionId: 42 })).toBe('Parking');
    expect(readMemoDraft({ userId: 8, transactionId: 42 })).toBeUndefined();
    expect(readMemoDraft({ userId: 7, transactionId: 43 })).toBeUndefined();
    forgetMemoDraft({ userId: 7, transactionId: 42 });
    expect(readMemoDraft({ userId: 7, transactionId: 42 })).toBeUndefined();
  });

  it('is not kept for a user without an id', () => {
    keepMemoDraft({ userId: undefined, transactionId: 42 }, 'Parking');
    expect(sessionStorage.length).toBe(0);
  });

  it('waits for the next sign-in only when a 401 or 403 ended the session', () => {
    const failure = (status: number, kind: 'http' | 'network' = 'http') => new ApiError({ status, body: null, kind });
    expect(sessionEndedUnder(failure(401))).toBe(true);
    expect(sessionEndedUnder(failure(403))).toBe(true);
    expect(sessionEndedUnder(failure(400))).toBe(false);
    expect(sessionEndedUnder(failure(500))).toBe(false);
    expect(sessionEndedUnder(failure(0, 'network'))).toBe(false);
    expect(sessionEndedUnder(new Error('401'))).toBe(false);
  });
});
