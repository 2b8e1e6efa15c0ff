import { act, renderHook, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useReadUserAgain, type ActionOutcome, type User } from 'spend-ui/features';
import { preloadToastRegion } from '../../../components/Toast/ToastProvider.js';
import { deferred, fakeServer, harnessFor, type Answer } from '../api/fakeServer.js';

const READ = 'GET /auth/user';

describe('useReadUserAgain', () => {
  // So that the "no toast" check sees a toast as soon as one is shown (the region's code loads with the first).
  beforeAll(preloadToastRegion);

  it('reads GET /auth/user once for a double press and hands the user over', async () => {
    const answer = deferred<Answer>();
    const server = fakeServer({ [READ]: () => answer.promise });
    const onRead = vi.fn();
    const { result } = renderHook(() => useReadUserAgain(onRead), { wrapper: harnessFor(server.client) });
    let first: Promise<ActionOutcome<User>> | undefined;
    let second: ActionOutcome<User> | undefined;
    await act(async () => {
      first = result.current.run();
      second = await result.current.run();
    });
    expect(second).toEqual({ status: 'ignored' });
    answer.resolve({ status: 200, body: { user: { email: 'admin@northwind.example', bank_connected: true } } });
    await act(async () => {
      await first;
    });
    expect(server.requestsTo('GET', '/auth/user')).toHaveLength(1);
    expect(onRead).toHaveBeenCalledExactlyOnceWith({ email: 'admin@northwind.example', bank_connected: true });
  });

  it('a failed read shows nothing, hands nothing over, and is the outcome', async () => {
    const server = fakeServer({ [READ]: () => ({ status: 500, body: { detail: 'Server error' } }) });
    const onRead = vi.fn();
    const { result } = renderHook(() => useReadUserAgain(onRead), { wrapper: harnessFor(server.client) });
    let outcome: ActionOutcome<User> | undefined;
    await act(async () => {
      outcome = await result.current.run();
    });
    expect(outcome?.status).toBe('failed');
    expect(onRead).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.body).not.toHaveTextContent('Server error');
  });
});
