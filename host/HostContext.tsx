import { createContext, useContext } from 'react';
import type { DemoAccount } from './demo.js';

/** Host-wide settings the route modules read. */
export interface HostSettings {
  /** The demo accounts to list on the login screen (demo mode only). */
  demoAccounts?: DemoAccount[];
  /** Reloads the page (a company switch ends with it). */
  reload: () => void;
}

export const HostContext = createContext<HostSettings>({ reload: () => undefined });

export function useHostSettings(): HostSettings {
  return useContext(HostContext);
}
