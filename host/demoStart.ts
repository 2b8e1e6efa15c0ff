// The page's first script: in demo mode it loads the login screen's demo accounts at once and, for a
// stored session (checked as soon as the app starts), starts the demo backend, so their modules load
// beside the app's. main.tsx, the second script, uses the same load and start, and starts the backend
// itself otherwise (after the login screen's modules when the page opens on it).
import { isDemoMode, loadDemoAccounts, startDemo } from './demo.js';
import { hasStoredSession } from './session/sessionStore.js';

if (isDemoMode()) {
  void loadDemoAccounts();
  if (hasStoredSession(typeof localStorage === 'undefined' ? undefined : localStorage)) void startDemo();
}
