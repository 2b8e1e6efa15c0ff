import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFocusRing, useId } from 'react-aria';
import { Button } from '../Button/Button.js';
import {
  Chevron,
  HeadingButton,
  HeadingSummary,
  HeadingText,
  HiddenText,
  ReviewBar,
  ReviewMessage,
  SectionActions,
  SectionBox,
  SectionHeading,
  SectionNumber,
  SectionPanel,
  WizardRoot,
} from './AccordionWizard.styles.js';

export interface AccordionWizardSection {
  /** Stable identifier. */
  id: string;
  /** Heading text of the section. */
  title: string;
  /** Short line under the title once the section is saved (e.g. what was entered). */
  summary?: ReactNode;
  /**
   * The section's fields; they stay mounted while the section is closed. Mark invalid fields with
   * `aria-invalid="true"`: focus goes there after a failed save.
   */
  content: ReactNode;
  /**
   * Saves the section. Resolve (with anything but `false`) to move on; reject or resolve `false`
   * to stay, after marking the invalid fields.
   */
  onSave?: () => Promise<unknown> | unknown;
}

export interface AccordionWizardProps {
  /** The sections in order. */
  sections: readonly AccordionWizardSection[];
  /** Section to start on (resuming an application): the ones before it count as saved. */
  defaultSectionId?: string;
  /**
   * Review mode: every section open and a floating submit area. Uncontrolled it starts after the
   * last section is saved.
   */
  isReview?: boolean;
  /** Called after the last section has been saved. */
  onComplete?: () => void;
  /** Called by the submit button in review mode; a returned promise shows it as pending. */
  onSubmit?: () => Promise<unknown> | unknown;
  /** Label of each section's save button. */
  saveLabel?: string;
  /** Label of the last section's save button. */
  saveLastLabel?: string;
  /** Announced while a section saves. */
  savingLabel?: string;
  /** Label of the submit button in review mode. */
  submitLabel?: string;
  /** Message in the floating submit area. */
  reviewMessage?: ReactNode;
  /** Words added to a saved section's heading for screen readers. */
  completedLabel?: string;
  /** Heading level of the section titles (2–6). Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

// Drawn inline (lucide's paths) to keep the import small.
const checkIcon = (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="3"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M20 6 9 17l-5-5" />
  </svg>
);
const chevronIcon = (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="m6 9 6 6 6-6" />
  </svg>
);

type PendingFocus = { kind: 'heading'; id: string } | { kind: 'invalid'; id: string } | { kind: 'submit' } | null;

interface SectionHeaderProps {
  buttonId: string;
  panelId: string;
  number: number;
  title: string;
  summary?: ReactNode;
  isOpen: boolean;
  isDisabled: boolean;
  isComplete: boolean;
  completedLabel: string;
  level: number;
  onToggle: () => void;
}

function SectionHeader(props: SectionHeaderProps) {
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <SectionHeading as={`h${props.level}` as 'h3'}>
      <HeadingButton
        {...focusProps}
        type="button"
        id={props.buttonId}
        aria-expanded={props.isOpen}
        aria-controls={props.panelId}
        disabled={props.isDisabled}
        onClick={props.onToggle}
        data-focus-visible={isFocusVisible || undefined}
      >
        <SectionNumber aria-hidden="true">{props.isComplete ? checkIcon : props.number}</SectionNumber>
        <HeadingText>
          <span>
            {props.title}
            {props.isComplete && <HiddenText>{`, ${props.completedLabel}`}</HiddenText>}
          </span>
          {props.isComplete && props.summary != null && <HeadingSummary>{props.summary}</HeadingSummary>}
        </HeadingText>
        <Chevron aria-hidden="true">{chevronIcon}</Chevron>
      </HeadingButton>
    </SectionHeading>
  );
}

/**
 * Sequential accordion for long forms (APG accordion: real headings holding buttons). Only the
 * current section is open and later ones are disabled until reached. A section's `onSave` decides
 * the next move: on success the next section opens and its heading takes focus; on failure the
 * section stays open and focus goes to its first `aria-invalid="true"` field. Saved sections can be
 * reopened. After the last one, review mode opens everything and shows a floating submit area.
 */
export function AccordionWizard({
  sections,
  defaultSectionId,
  isReview: isReviewProp,
  onComplete,
  onSubmit,
  saveLabel = 'Save and continue',
  saveLastLabel = 'Save',
  savingLabel = 'Saving',
  submitLabel = 'Submit',
  reviewMessage = 'Review your answers before you submit.',
  completedLabel = 'completed',
  headingLevel = 3,
  className,
}: AccordionWizardProps) {
  const baseId = useId();
  const startIndex = Math.max(
    0,
    sections.findIndex((section) => section.id === defaultSectionId),
  );
  const [reachedIndex, setReachedIndex] = useState(startIndex);
  const [openId, setOpenId] = useState<string | null>(sections[startIndex]?.id ?? null);
  const [savedIds, setSavedIds] = useState<ReadonlySet<string>>(
    () => new Set(sections.slice(0, startIndex).map((section) => section.id)),
  );
  const [reviewReached, setReviewReached] = useState(false);
  const [collapsedInReview, setCollapsedInReview] = useState<ReadonlySet<string>>(() => new Set());
  const [savingId, setSavingId] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const isReview = isReviewProp ?? reviewReached;

  const rootRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [pendingFocus, setPendingFocus] = useState<PendingFocus>(null);
  const ids = (id: string) => ({ buttonId: `${baseId}-${id}-heading`, panelId: `${baseId}-${id}-panel` });

  useEffect(() => {
    if (pendingFocus == null) return;
    const root = rootRef.current;
    if (!root) return;
    const focusTarget = () => {
      if (pendingFocus.kind === 'submit') return submitRef.current;
      if (pendingFocus.kind === 'heading') return root.ownerDocument.getElementById(ids(pendingFocus.id).buttonId);
      const panel = root.ownerDocument.getElementById(ids(pendingFocus.id).panelId);
      return panel?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
    };
    const target = focusTarget();
    if (target) {
      target.focus();
      setPendingFocus(null);
      return;
    }
    // The invalid fields may render a frame later (a form library updating its errors).
    const frame = requestAnimationFrame(() => {
      focusTarget()?.focus();
      setPendingFocus(null);
    });
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ids() only derives from baseId
  }, [pendingFocus, baseId]);

  const save = async (index: number) => {
    const section = sections[index];
    if (!section || savingId != null) return;
    setSavingId(section.id);
    let ok: boolean;
    try {
      ok = (await section.onSave?.()) !== false;
    } catch {
      ok = false;
    }
    setSavingId(null);
    if (!ok) {
      setPendingFocus({ kind: 'invalid', id: section.id });
      return;
    }
    setSavedIds((saved) => new Set(saved).add(section.id));
    const next = sections[index + 1];
    if (next) {
      setReachedIndex((reached) => Math.max(reached, index + 1));
      setOpenId(next.id);
      setPendingFocus({ kind: 'heading', id: next.id });
    } else {
      setReachedIndex(sections.length - 1);
      setReviewReached(true);
      setCollapsedInReview(new Set());
      setPendingFocus({ kind: 'submit' });
      onComplete?.();
    }
  };

  const submit = async () => {
    if (!onSubmit) return;
    setSubmitting(true);
    try {
      await onSubmit();
    } finally {
      setSubmitting(false);
    }
  };

  const toggle = (id: string) => {
    if (isReview) {
      setCollapsedInReview((collapsed) => {
        const next = new Set(collapsed);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    } else {
      setOpenId((open) => (open === id ? null : id));
    }
  };

  return (
    <WizardRoot ref={rootRef} className={className}>
      {sections.map((section, index) => {
        const { buttonId, panelId } = ids(section.id);
        const isOpen = isReview ? !collapsedInReview.has(section.id) : openId === section.id;
        const isDisabled = !isReview && index > reachedIndex;
        const isComplete = savedIds.has(section.id);
        const isLast = index === sections.length - 1;
        return (
          <SectionBox
            key={section.id}
            data-open={isOpen || undefined}
            data-status={isComplete ? 'complete' : isOpen ? 'open' : isDisabled ? 'locked' : 'reached'}
          >
            <SectionHeader
              buttonId={buttonId}
              panelId={panelId}
              number={index + 1}
              title={section.title}
              summary={section.summary}
              isOpen={isOpen}
              isDisabled={isDisabled}
              isComplete={isComplete}
              completedLabel={completedLabel}
              level={headingLevel}
              onToggle={() => toggle(section.id)}
            />
            <SectionPanel role="region" id={panelId} aria-labelledby={buttonId} hidden={!isOpen}>
              {section.content}
              {isOpen && !isReview && (
                <SectionActions>
                  <Button
                    isPending={savingId === section.id}
                    pendingLabel={savingLabel}
                    onPress={() => void save(index)}
                  >
                    {isLast ? saveLastLabel : saveLabel}
                  </Button>
                </SectionActions>
              )}
            </SectionPanel>
          </SectionBox>
        );
      })}
      {isReview && (
        <ReviewBar>
          <ReviewMessage>{reviewMessage}</ReviewMessage>
          <Button ref={submitRef} isPending={isSubmitting} onPress={() => void submit()}>
            {submitLabel}
          </Button>
        </ReviewBar>
      )}
    </WizardRoot>
  );
}
