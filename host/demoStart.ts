// The page's first script: in demo mode it starts the demo backend at once, so the backend's modules
// load beside the app's (main.tsx, the second script, awaits the same start).
import { isDemoMode, startDemo } from './demo.js';

if (isDemoMode()) void startDemo();
