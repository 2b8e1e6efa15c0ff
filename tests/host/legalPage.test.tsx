import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'spend-ui';
import { LegalPage } from '../../host/pages/LegalPage.js';
import { SessionProvider, SessionStore, SESSION_STORAGE_KEY } from '../../host/session/index.js';

/** /terms opened at the end of `history`, signed in or not. */
function renderTerms(history: string[], signedIn: boolean) {
  if (signedIn) {
    const user = { name: 'Olivia Chen', permission_level: 1, dashboard_ready: true };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'token', username: user.name, user }));
  }
  const store = new SessionStore({ storage: localStorage });
  render(
    <ThemeProvider>
      <SessionProvider store={store}>
        <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
          <Routes>
            <Route path="/terms" element={<LegalPage title="Terms of Service">Terms</LegalPage>} />
            <Route path="/cards" element={<h1>Cards</h1>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe('the way back from a legal page', () => {
  it('leads a signed-out visitor who came from the register form back to it', () => {
    renderTerms(['/register', '/terms?from=register'], false);
    expect(screen.getByRole('link', { name: 'Back to registration' })).toHaveAttribute('href', '/register');
  });

  it('offers no registration to a signed-out visitor who came from elsewhere', () => {
    renderTerms(['/terms'], false);
    expect(screen.queryByRole('link', { name: 'Back to registration' })).not.toBeInTheDocument();
  });

  it('leads a signed-in user back to the page they came from, never to registration', async () => {
    renderTerms(['/cards', '/terms?from=register'], true);
    expect(screen.queryByRole('link', { name: 'Back to registration' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Cards' })).toBeInTheDocument();
  });
});
