import { useEffect, useLayoutEffect, useRef } from 'react';
import { Dialog, Spinner } from 'spend-ui';
import { UnsavedChangesScope, useUnsavedChangesGuard } from '../forms/UnsavedChangesGuard.js';
import { useViewer } from '../session/Viewer.js';
import type { User } from '../session/user.js';
import { useKybDraft } from './api.js';
import { billingPhone } from './billing.js';
import { kybFormFromDraft } from './draft.js';
import { KybApplication } from './KybApplication.js';
import { KYB_DIALOG_TITLE } from './messages.js';

export interface KybDialogProps {
  /** The dialog is dismissed (its Back button, Escape; with typed data not saved, after the user confirms). */
  onClose: () => void;
  /**
   * The business is verified: the user read again after the final submission, or a viewer whose
   * record already says the form is filled (§4.2's verify-success event). The app stores the user,
   * which moves the onboarding on.
   */
  onVerified: (user: User) => void;
}

/**
 * "Know your Business" (kyb-onboarding.md §2.2): a full-screen dialog over the welcome screen. On open
 * it reads the saved draft and resumes at the first unsaved section; a draft that cannot be read is
 * ignored (§8) and the application starts empty. Escape or Back with typed data not yet saved asks
 * before discarding it (the drawers' and pay-now's guard).
 */
export function KybDialog({ onClose, onVerified }: KybDialogProps) {
  const { user } = useViewer();
  const draft = useKybDraft();
  const verified = useRef(onVerified);
  useLayoutEffect(() => {
    verified.current = onVerified;
  });
  useEffect(() => {
    if (user.kyb_form_filled) verified.current(user);
  }, [user]);
  const guard = useUnsavedChangesGuard(onClose);
  const contact = { name: user.name ?? '', email: user.email ?? '', phone: billingPhone(user.phone ?? '') };
  return (
    <Dialog
      isOpen
      variant="fullscreen"
      title={KYB_DIALOG_TITLE}
      onOpenChange={(open) => {
        if (!open) guard.requestLeave();
      }}
    >
      <UnsavedChangesScope guard={guard}>
        {draft.isLoading ? (
          <Spinner label={KYB_DIALOG_TITLE} />
        ) : (
          <KybApplication resume={kybFormFromDraft(draft.data, contact)} onSubmitted={onVerified} />
        )}
      </UnsavedChangesScope>
    </Dialog>
  );
}

export default KybDialog;
