import { lazy, StrictMode, Suspense } from 'react';
import type { BankLinkPicker, BankLinkPickerProps } from 'spend-ui/features';
import { createRoot } from 'react-dom/client';
import 'spend-ui/fonts';
import { App, createHostServices } from './App.js';
import { isDemoMode, loadDemoAccounts, startDemo, type DemoAccount } from './demo.js';
import type { DemoControls } from './demoControls.js';
import { liveChannelUrl } from './live.js';
import { opensOnLogin, preloadFirstScreen, startSessionCheck } from './routes.js';
import { hasStoredSession } from './session/index.js';

const apiUrl = import.meta.env.VITE_API_URL as string | undefined;

const LazyDemoBankLinkPicker = lazy(() =>
  import('./demo/DemoBankLinkPicker.js').then((module) => ({ default: module.DemoBankLinkPicker })),
);

/** The demo backend's bank account picker, loaded when first opened. */
function DemoBankLinkPicker(props: BankLinkPickerProps) {
  return (
    <Suspense fallback={null}>
      <LazyDemoBankLinkPicker {...props} />
    </Suspense>
  );
}

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The host page has no #root element.');
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  const { pathname } = window.location;
  const signedIn = hasStoredSession(storage);
  const firstScreen = preloadFirstScreen(pathname, signedIn);
  let demoAccounts: DemoAccount[] | undefined;
  // Requests wait for this: in demo mode, the mock backend intercepting them (none may reach the network before).
  let apiReady: Promise<void> | undefined;
  // The demo backend's bank account picker: supplied in demo mode only, never loaded with VITE_API_URL set.
  let bankLinkPicker: BankLinkPicker | undefined;
  let controls: DemoControls | undefined;
  const demoMode = isDemoMode(apiUrl);
  // The app renders while the backend starts and seeds: only its requests wait. The login screen asks
  // nothing until the user signs in, so its modules load first, without the backend's beside them.
  if (demoMode) apiReady = opensOnLogin(pathname, signedIn) ? firstScreen.then(startDemo) : startDemo();
  // The session check goes out now, beside the first screen's modules, not after the first render.
  const services = createHostServices(apiUrl || '/api/v1', storage, apiReady);
  startSessionCheck(services.store, pathname);
  if (demoMode) {
    // The demo's stand-ins for the provider come with the accounts list (their own small chunk).
    const [accounts, demoControls] = await Promise.all([
      loadDemoAccounts(),
      import('./demo/DemoControls.js').then((module) => module.demoControls),
    ]);
    demoAccounts = accounts;
    bankLinkPicker = DemoBankLinkPicker;
    controls = demoControls;
  }
  createRoot(container).render(
    <StrictMode>
      <App
        services={services}
        apiBaseUrl={apiUrl || '/api/v1'}
        apiReady={apiReady}
        demoAccounts={demoAccounts}
        bankLinkPicker={bankLinkPicker}
        demoControls={controls}
        liveUrl={liveChannelUrl()}
      />
    </StrictMode>,
  );
}

void boot();
