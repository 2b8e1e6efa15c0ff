import type { ReactNode } from 'react';
import { Dialog, Stepper, type StepperStep } from 'spend-ui';
import { ReportsUnsavedChanges, UnsavedChangesScope, useUnsavedChangesGuard } from './UnsavedChangesGuard.js';

export interface GuardedStepperDialogProps {
  /** The dialog's title, also the stepper's name. */
  title: string;
  /** The flow's steps, in order. */
  steps: readonly StepperStep[];
  /** The step shown. */
  currentStepId: string;
  /** The name of the Back button in the dialog's header. */
  backLabel: string;
  /** Back: the previous step, or closing on the first. */
  onBack: () => void;
  /** Closes the dialog: at once when nothing is unsaved, after "Discard changes" otherwise. */
  onClose: () => void;
  /** What the flow holds that closing would drop (a choice, typed fields); forms inside may report their own. */
  hasUnsavedChanges: boolean;
  /** The current step. */
  children: ReactNode;
}

/**
 * A full-screen dialog that walks through steps (Pay now, Add recipient): Back in its header, the stepper
 * under the title, and Escape or the close action asking before discarding what was chosen or typed, as
 * the drawers do (`GuardedDrawer`).
 */
export function GuardedStepperDialog({
  title,
  steps,
  currentStepId,
  backLabel,
  onBack,
  onClose,
  hasUnsavedChanges,
  children,
}: GuardedStepperDialogProps) {
  const guard = useUnsavedChangesGuard(onClose);
  return (
    <Dialog
      variant="fullscreen"
      title={title}
      isOpen
      onOpenChange={(open) => {
        if (!open) guard.requestLeave();
      }}
      labels={{ back: backLabel }}
      onBack={onBack}
    >
      <UnsavedChangesScope guard={guard}>
        <ReportsUnsavedChanges hasUnsaved={hasUnsavedChanges} />
        <Stepper steps={steps} currentStepId={currentStepId} label={title} />
        {children}
      </UnsavedChangesScope>
    </Dialog>
  );
}
