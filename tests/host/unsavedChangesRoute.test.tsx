import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'spend-ui';
import { useReportUnsavedChanges } from '../../features/forms/UnsavedChangesGuard.js';
import { UnsavedChangesRoute } from '../../host/shell/UnsavedChangesRoute.js';
import { SessionProvider, SessionStore, SESSION_STORAGE_KEY } from '../../host/session/index.js';

function FormWithChanges() {
  useReportUnsavedChanges(true);
  return <h1>Settings</h1>;
}

/** Settings (with a change not saved) opened from the home page, in a data router over memory history. */
function renderSettings() {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'token', username: 'Olivia Chen', user: {} }));
  const store = new SessionStore({ storage: localStorage, reload: () => undefined });
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/cards', element: <h1>Cards</h1> },
      {
        path: '/settings',
        element: (
          <UnsavedChangesRoute>
            <FormWithChanges />
          </UnsavedChangesRoute>
        ),
      },
    ],
    { initialEntries: ['/', '/settings'], initialIndex: 1 },
  );
  render(
    <ThemeProvider>
      <SessionProvider store={store}>
        <RouterProvider router={router} />
      </SessionProvider>
    </ThemeProvider>,
  );
  return router;
}

const question = () => screen.queryByRole('alertdialog', { name: 'Discard unsaved changes?' });

describe('UnsavedChangesRoute', () => {
  it('asks before a link leaves; Keep editing stays, Discard changes goes on', async () => {
    const router = renderSettings();
    await act(() => router.navigate('/cards'));
    expect(question()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/settings');

    await act(() => router.navigate('/cards'));
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'Cards' })).toBeDefined();
  });

  it('asks again for Back pressed before Keep editing has reached the page (the reset and the next hold in one render)', async () => {
    const router = renderSettings();
    await act(() => router.navigate('/cards'));
    expect(question()).not.toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
      void router.navigate(-1);
    });
    expect(question()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/settings');
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeDefined();
  });
});
