import { StrictMode } from 'react';
import type { BankLinkPicker } from 'spend-ui/features';
import { createRoot } from 'react-dom/client';
import 'spend-ui/fonts';
import { App } from './App.js';
import { isDemoMode, seedDemoWhenIdle, startDemo, type DemoAccount } from './demo.js';
import { liveChannelUrl } from './live.js';
import { preloadFirstScreen } from './routes.js';
import { hasStoredSession } from './session/index.js';

const apiUrl = import.meta.env.VITE_API_URL as string | undefined;

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The host page has no #root element.');
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  const firstScreen = preloadFirstScreen(window.location.pathname, hasStoredSession(storage));
  // In demo mode the mock backend must intercept requests before the first one goes out.
  let demoAccounts: DemoAccount[] | undefined;
  // The demo backend's bank account picker: supplied in demo mode only, never loaded with VITE_API_URL set.
  let bankLinkPicker: BankLinkPicker | undefined;
  if (isDemoMode(apiUrl)) {
    [demoAccounts, bankLinkPicker] = await Promise.all([
      startDemo(),
      import('./demo/DemoBankLinkPicker.js').then((module) => module.DemoBankLinkPicker),
    ]);
    void firstScreen.then(seedDemoWhenIdle);
  }
  createRoot(container).render(
    <StrictMode>
      <App
        apiBaseUrl={apiUrl || '/api/v1'}
        demoAccounts={demoAccounts}
        bankLinkPicker={bankLinkPicker}
        liveUrl={liveChannelUrl()}
      />
    </StrictMode>,
  );
}

void boot();
