import type { ReactNode } from 'react';
import { can, type Capability, type User } from 'spend-ui/features';
import { NotAvailableForRole } from './StatusScreens.js';

/**
 * Renders the page only for a user whose role may use it, otherwise the "not available for your role"
 * screen. The page is never rendered for the others, so its module is not loaded and none of its data
 * is requested. A route that names no capability is refused (least privilege).
 */
export function RoleGate({
  user,
  capability,
  children,
}: {
  user: User | null | undefined;
  capability: Capability | undefined;
  children?: ReactNode;
}) {
  if (!capability || !can(user, capability)) return <NotAvailableForRole />;
  return children;
}
