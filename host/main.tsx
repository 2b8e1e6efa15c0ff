import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'spend-ui/fonts';
import { isDemoMode, startDemo } from './demo.js';

const apiUrl = import.meta.env.VITE_API_URL as string | undefined;

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The host page has no #root element.');
  // The app's modules and the demo backend load side by side (two module graphs, one wait); in demo mode
  // the mock backend intercepts requests before the first one goes out (nothing renders before both).
  const [{ App }, demoAccounts] = await Promise.all([
    import('./App.js'),
    isDemoMode(apiUrl) ? startDemo() : Promise.resolve(undefined),
  ]);
  createRoot(container).render(
    <StrictMode>
      <App apiBaseUrl={apiUrl || '/api/v1'} demoAccounts={demoAccounts} />
    </StrictMode>,
  );
}

void boot();
