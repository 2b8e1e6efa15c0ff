import { createContext, useContext } from 'react';
import type { DemoAccount } from './demo.js';
import type { DemoControls } from './demoControls.js';

/** Host-wide settings the route modules read. */
export interface HostSettings {
  /** The demo accounts to list on the login screen (demo mode only). */
  demoAccounts?: DemoAccount[];
  /** The demo's stand-ins for the provider (demo mode only). */
  demoControls?: DemoControls;
  /** Reloads the page (a company switch ends with it). */
  reload: () => void;
}

export const HostContext = createContext<HostSettings>({ reload: () => undefined });

export function useHostSettings(): HostSettings {
  return useContext(HostContext);
}
