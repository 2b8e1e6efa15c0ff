import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { AlertDialog } from 'spend-ui';
import { DISCARD_CHANGES, DISCARD_CHANGES_MESSAGE, DISCARD_CHANGES_TITLE, KEEP_EDITING } from './messages.js';

/** A form tells its guard whether it holds changes not saved yet. */
type ReportUnsaved = (formId: string, hasUnsaved: boolean) => void;

const UnsavedChangesContext = createContext<ReportUnsaved | null>(null);

/**
 * A form inside an `UnsavedChangesScope` says whether it holds unsaved changes (react-hook-form's
 * `formState.isDirty`, and whatever the form knows besides). Outside a scope it does nothing.
 */
export function useReportUnsavedChanges(hasUnsaved: boolean): void {
  const report = useContext(UnsavedChangesContext);
  const formId = useId();
  useEffect(() => {
    report?.(formId, hasUnsaved);
    return () => report?.(formId, false);
  }, [report, formId, hasUnsaved]);
}

/** Reports `hasUnsaved` to the enclosing scope: for unsaved state held by the component that makes the scope. */
export function ReportsUnsavedChanges({ hasUnsaved }: { hasUnsaved: boolean }) {
  useReportUnsavedChanges(hasUnsaved);
  return null;
}

/** The state of one guard, made by `useUnsavedChangesGuard` and handed to its `UnsavedChangesScope`. */
export interface UnsavedChangesGuard {
  /** Leaves at once when no form of the scope holds unsaved changes; otherwise asks first. */
  requestLeave: () => void;
  /** Whether a form of the scope holds unsaved changes now (a router's blocker asks it before leaving). */
  hasUnsaved: () => boolean;
  report: ReportUnsaved;
  isAsking: boolean;
  keepEditing: () => void;
  discard: () => void;
}

/**
 * Guards a place holding forms (a drawer, a page) against dropping what was typed: `requestLeave()` runs
 * `leave` at once when every form of the scope is clean, and otherwise opens the question of the
 * `UnsavedChangesScope` — Keep editing (nothing changes; focus goes back where it was) or Discard changes
 * (`leave` runs). `stay` runs on Keep editing (a router's blocker lets go of the stopped navigation).
 */
export function useUnsavedChangesGuard(leave: () => void, stay?: () => void): UnsavedChangesGuard {
  const unsavedForms = useRef(new Set<string>());
  const [isAsking, setAsking] = useState(false);
  const latestLeave = useRef(leave);
  const latestStay = useRef(stay);
  useEffect(() => {
    latestLeave.current = leave;
    latestStay.current = stay;
  });

  const report = useCallback<ReportUnsaved>((formId, hasUnsaved) => {
    if (hasUnsaved) unsavedForms.current.add(formId);
    else unsavedForms.current.delete(formId);
  }, []);
  const requestLeave = useCallback(() => {
    if (unsavedForms.current.size > 0) setAsking(true);
    else latestLeave.current();
  }, []);
  const hasUnsaved = useCallback(() => unsavedForms.current.size > 0, []);
  const keepEditing = useCallback(() => {
    setAsking(false);
    latestStay.current?.();
  }, []);
  const discard = useCallback(() => {
    setAsking(false);
    latestLeave.current();
  }, []);
  return useMemo(
    () => ({ requestLeave, hasUnsaved, report, isAsking, keepEditing, discard }),
    [requestLeave, hasUnsaved, report, isAsking, keepEditing, discard],
  );
}

export interface UnsavedChangesScopeProps {
  guard: UnsavedChangesGuard;
  children: ReactNode;
}

/**
 * The forms a guard watches, and its question: the design system's AlertDialog (focus held inside it,
 * given back on Keep editing; Escape keeps editing). Render it inside the drawer or page it guards, so
 * the question stacks above it.
 */
export function UnsavedChangesScope({ guard, children }: UnsavedChangesScopeProps) {
  return (
    <UnsavedChangesContext.Provider value={guard.report}>
      {children}
      <AlertDialog
        isOpen={guard.isAsking}
        title={DISCARD_CHANGES_TITLE}
        cancelLabel={KEEP_EDITING}
        confirmLabel={DISCARD_CHANGES}
        variant="destructive"
        onCancel={guard.keepEditing}
        onConfirm={guard.discard}
      >
        {DISCARD_CHANGES_MESSAGE}
      </AlertDialog>
    </UnsavedChangesContext.Provider>
  );
}
