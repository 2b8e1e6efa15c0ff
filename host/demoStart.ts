// The page's first script: in demo mode it starts the demo backend and loads the login screen's demo
// accounts at once, so their modules load beside the app's (main.tsx, the second script, uses the same
// start and load).
import { isDemoMode, loadDemoAccounts, startDemo } from './demo.js';

if (isDemoMode()) {
  void startDemo();
  void loadDemoAccounts();
}
