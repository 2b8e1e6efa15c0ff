import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from 'spend-ui';
import { ApiProvider, createApiClient, ViewerProvider, type User } from 'spend-ui/features';
import { OnboardingGate } from '../../host/onboarding/OnboardingGate.js';
import { SessionProvider, SessionStore, SESSION_STORAGE_KEY } from '../../host/session/index.js';
import { documentTitle } from '../../host/shell/useDocumentTitle.js';
import { HostContext, type HostSettings } from '../../host/HostContext.js';
import type { DemoControls } from '../../host/demoControls.js';

const verified: User = {
  name: 'Ethan Kowalski',
  role: 1,
  permission_level: 1,
  phone_verified: true,
  email_verified: true,
  dashboard_ready: false,
};

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** The gate over a session of `user`, on a route whose own title is "Cards". */
function renderGate(user: User, settings: HostSettings = { reload: () => undefined }) {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'token', username: user.name, user }));
  const store = new SessionStore({ storage: localStorage });
  const client = createApiClient({ baseUrl: '/api/v1', getToken: store.getToken, fetch: async () => json({}) });
  store.connect(client);
  document.title = documentTitle('Cards');
  return render(
    <ThemeProvider>
      <ToastProvider>
        <ApiProvider client={client} session="test">
          <SessionProvider store={store}>
            <MemoryRouter initialEntries={['/cards']}>
              <HostContext.Provider value={settings}>
                <ViewerProvider user={user}>
                  <OnboardingGate />
                </ViewerProvider>
              </HostContext.Provider>
            </MemoryRouter>
          </SessionProvider>
        </ApiProvider>
      </ToastProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe('the onboarding gate names the screen it shows, not the requested page', () => {
  it('the welcome screen', () => {
    const { unmount } = renderGate({ ...verified, kyb_form_filled: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ethan Kowalski' })).toBeInTheDocument();
    expect(document.title).toBe('Welcome · Spend');
    unmount();
    expect(document.title).toBe('Cards · Spend');
  });

  it('the awaiting-role gate', () => {
    renderGate({ ...verified, role: 5, permission_level: 5 });
    expect(screen.getByRole('dialog', { name: 'Welcome to the product' })).toBeInTheDocument();
    expect(document.title).toBe('Welcome to the product · Spend');
  });

  it('the phone verification', () => {
    renderGate({ ...verified, phone_verified: false });
    expect(screen.getByRole('heading', { name: 'Phone Verification' })).toBeInTheDocument();
    expect(document.title).toBe('Phone Verification · Spend');
  });
});

describe('the business application is the company admin’s (spec README ruling)', () => {
  const notFilled = { ...verified, kyb_form_filled: false, kyb_manager: 'Ava Singh' };
  const wizardCompany = { beta_features_enabled: true, beta_features: ['KYB_WIZARD'] };

  it.each([
    [2, 'bookkeeper'],
    [3, 'manager'],
    [4, 'employee'],
  ])('role %i (%s) is asked to turn to the admin: no Get started, no wizard', (role) => {
    for (const company_setting of [null, wizardCompany]) {
      const { unmount } = renderGate({ ...notFilled, role, permission_level: role, company_setting });
      expect(screen.getByRole('dialog', { name: 'Welcome to the product' })).toHaveTextContent(
        "Your company's business verification needs to be completed before you can continue. Please ask your company admin, Ava Singh, to complete it.",
      );
      expect(screen.queryByRole('button', { name: 'Get started' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /Know your Business/i })).not.toBeInTheDocument();
      expect(document.title).toBe('Welcome to the product · Spend');
      unmount();
    }
  });

  it('role 1 meets the welcome screen with Get started', () => {
    renderGate(notFilled);
    expect(screen.getByRole('button', { name: 'Get started' })).toBeInTheDocument();
  });
});

describe('the demo-only approval (spec README ruling "Demo-only controls")', () => {
  const pending = { ...verified, kyb_form_filled: true, bank_connected: true };
  const demoControls: DemoControls = {
    ApproveApplication: () => <button type="button">Approve the application (demo)</button>,
    IncomingTransfer: () => null,
  };

  it('in demo mode the under-review gate offers it', () => {
    renderGate(pending, { reload: () => undefined, demoControls });
    const gate = screen.getByRole('dialog', { name: 'Welcome to the product' });
    expect(gate).toHaveTextContent(/about 2 weeks/);
    expect(screen.getByRole('button', { name: 'Approve the application (demo)' })).toBeInTheDocument();
  });

  it('without demo controls (VITE_API_URL set) nothing of it shows', () => {
    renderGate(pending);
    expect(screen.getByRole('dialog', { name: 'Welcome to the product' })).toHaveTextContent(/about 2 weeks/);
    expect(screen.queryByRole('button', { name: /demo/ })).not.toBeInTheDocument();
  });

  it('only under review: the bank step of a demo shows no approval', () => {
    renderGate({ ...pending, bank_connected: false }, { reload: () => undefined, demoControls });
    expect(screen.queryByRole('button', { name: 'Approve the application (demo)' })).not.toBeInTheDocument();
  });
});
