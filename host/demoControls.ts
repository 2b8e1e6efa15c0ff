import type { ComponentType } from 'react';
import type { User } from 'spend-ui/features';

/**
 * The demo's stand-ins for the provider (spec README ruling "Demo-only controls"), supplied by main.tsx
 * in demo mode only (host/demo/DemoControls.tsx, its own chunk); with VITE_API_URL set there are none and
 * the screens show nothing of them.
 */
export interface DemoControls {
  /** Under review: approves the application as the provider would, then hands over the user read again. */
  ApproveApplication: ComponentType<{ onApproved: (user: User) => void }>;
  /** An account's Add money tab: makes a transfer arrive in the account. */
  IncomingTransfer: ComponentType<{ currency: string }>;
}
