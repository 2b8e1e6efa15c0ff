import type { ReactNode } from 'react';
import { can, useViewer, type Capability } from 'spend-ui/features';
import { NotAvailableForRole } from './StatusScreens.js';

/**
 * Renders the page only for a viewer whose role may use it, otherwise the "not available for your role"
 * screen. The page is never rendered for the others, so its module is not loaded and none of its data
 * is requested. A route that names no capability is refused (least privilege).
 */
export function RoleGate({ capability, children }: { capability: Capability | undefined; children?: ReactNode }) {
  const { user } = useViewer();
  if (!capability || !can(user, capability)) return <NotAvailableForRole />;
  return children;
}
