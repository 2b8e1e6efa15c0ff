import type { ReactNode } from 'react';
import { Drawer, type DrawerProps } from 'spend-ui';
import { ReportsUnsavedChanges, UnsavedChangesScope, useUnsavedChangesGuard } from './UnsavedChangesGuard.js';

export interface GuardedDrawerProps extends Pick<DrawerProps, 'title' | 'closeLabel' | 'isDismissable' | 'className'> {
  /** Whether the drawer shows. Default `true` (a drawer mounted only while open). */
  isOpen?: boolean;
  /** Closes the drawer: at once when its forms are clean, after "Discard changes" when one is not. */
  onClose: () => void;
  /** The content; its forms report unsaved changes with `useReportUnsavedChanges`. */
  children: ReactNode;
  /** Unsaved changes of a form the drawer's owner holds (one made above the drawer, outside its scope). */
  hasUnsavedChanges?: boolean;
}

/**
 * A drawer holding forms: Escape, the close button or a press beside it closes it at once when nothing
 * typed is unsaved, and asks before discarding otherwise.
 */
export function GuardedDrawer({
  isOpen = true,
  onClose,
  children,
  hasUnsavedChanges = false,
  ...drawer
}: GuardedDrawerProps) {
  const guard = useUnsavedChangesGuard(onClose);
  return (
    <Drawer {...drawer} isOpen={isOpen} onOpenChange={(open) => !open && guard.requestLeave()}>
      <UnsavedChangesScope guard={guard}>
        <ReportsUnsavedChanges hasUnsaved={hasUnsavedChanges} />
        {children}
      </UnsavedChangesScope>
    </Drawer>
  );
}
