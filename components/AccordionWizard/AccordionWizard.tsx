import { useEffect, useRef, useState, type ReactNode } from 'react';
import { mergeProps, useButton, useDisclosure, useFocusRing, VisuallyHidden } from 'react-aria';
import { useDisclosureState } from 'react-stately';
import { Button } from '../Button/Button.js';
import {
  Chevron,
  HeadingButton,
  HeadingSummary,
  HeadingText,
  ReviewBar,
  ReviewMessage,
  SectionActions,
  SectionBox,
  SectionFailure,
  SectionHeading,
  SectionNumber,
  SectionPanel,
  WizardRoot,
} from './AccordionWizard.styles.js';
import { StrokeGlyph } from '../internal/StrokeGlyph.js';
import { useToastClearance } from '../Toast/toastClearance.js';
import { defaultLabels, type AccordionWizardLabels } from './labels.js';

export interface AccordionWizardSection {
  /**
   * Stable identifier: progress (saved, reached, open) is kept by id, so a section shown or hidden by
   * a condition never shifts the user's place.
   */
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
   * Saves the section. Resolve (with anything but `false`) to move on; resolve `false` to stay after
   * marking the invalid fields. A rejection also keeps the section open: its message (an `Error`'s,
   * else `labels.saveFailed`) shows inside the section and is announced, and focus goes to the first
   * invalid field if there is one.
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
  /** In review mode each section keeps its save button, so a changed section can be saved again. */
  savesInReview?: boolean;
  /** Called after the last section has been saved. */
  onComplete?: () => void;
  /** Called by the submit button in review mode; a returned promise shows it as pending. */
  onSubmit?: () => Promise<unknown> | unknown;
  /** The texts the wizard shows or announces; each has an English default. */
  labels?: Partial<AccordionWizardLabels>;
  /** Heading level of the section titles (2–6). Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

// lucide's paths drawn by StrokeGlyph, to keep the import small.
const checkIcon = (
  <StrokeGlyph size={16} strokeWidth={3}>
    <path d="M20 6 9 17l-5-5" />
  </StrokeGlyph>
);
const chevronIcon = (
  <StrokeGlyph size={20}>
    <path d="m6 9 6 6 6-6" />
  </StrokeGlyph>
);

type PendingFocus = { kind: 'heading'; id: string } | { kind: 'invalid'; id: string } | { kind: 'submit' } | null;

/** Where a section's heading button and panel are, for moving focus. */
interface SectionElements {
  button: HTMLButtonElement | null;
  panel: HTMLElement | null;
}

interface WizardSectionProps {
  section: AccordionWizardSection;
  number: number;
  isOpen: boolean;
  isLocked: boolean;
  isComplete: boolean;
  completedLabel: string;
  lockedLabel: string;
  level: number;
  failure: string | undefined;
  actions: ReactNode;
  elements: Map<string, SectionElements>;
  onToggle: () => void;
}

/**
 * One section: react-aria's disclosure (the same behaviour as `Accordion`). A locked section's button
 * stays focusable and says it is not yet available (`aria-disabled`); pressing it does nothing.
 */
function WizardSection(props: WizardSectionProps) {
  const { section, isOpen, isLocked, elements } = props;
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const state = useDisclosureState({
    isExpanded: isOpen,
    onExpandedChange: () => {
      if (!isLocked) props.onToggle();
    },
  });
  const { buttonProps: disclosureButtonProps, panelProps } = useDisclosure({ isExpanded: isOpen }, state, panelRef);
  const { buttonProps } = useButton(disclosureButtonProps, buttonRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const register = (part: keyof SectionElements) => (element: HTMLElement | null) => {
    const known = elements.get(section.id) ?? { button: null, panel: null };
    elements.set(section.id, { ...known, [part]: element });
  };
  return (
    <SectionBox
      data-open={isOpen || undefined}
      data-status={props.isComplete ? 'complete' : isOpen ? 'open' : isLocked ? 'locked' : 'reached'}
    >
      <SectionHeading as={`h${props.level}` as 'h3'}>
        <HeadingButton
          {...mergeProps(buttonProps, focusProps)}
          ref={(element: HTMLButtonElement | null) => {
            buttonRef.current = element;
            register('button')(element);
          }}
          aria-disabled={isLocked || undefined}
          data-focus-visible={isFocusVisible || undefined}
        >
          <SectionNumber aria-hidden="true">{props.isComplete ? checkIcon : props.number}</SectionNumber>
          <HeadingText>
            <span>
              {section.title}
              {props.isComplete && <VisuallyHidden elementType="span">{`, ${props.completedLabel}`}</VisuallyHidden>}
              {isLocked && <VisuallyHidden elementType="span">{`, ${props.lockedLabel}`}</VisuallyHidden>}
            </span>
            {props.isComplete && section.summary != null && <HeadingSummary>{section.summary}</HeadingSummary>}
          </HeadingText>
          <Chevron aria-hidden="true">{chevronIcon}</Chevron>
        </HeadingButton>
      </SectionHeading>
      <SectionPanel
        {...panelProps}
        role="region"
        ref={(element: HTMLDivElement | null) => {
          panelRef.current = element;
          register('panel')(element);
        }}
      >
        {section.content}
        {props.failure !== undefined && <SectionFailure role="alert">{props.failure}</SectionFailure>}
        {props.actions}
      </SectionPanel>
    </SectionBox>
  );
}

/** The message of a rejected save. */
function failureText(reason: unknown, fallback: string): string {
  return reason instanceof Error && reason.message.trim() ? reason.message : fallback;
}

/**
 * Sequential accordion for long forms (APG accordion: real headings holding buttons, on react-aria's
 * disclosure). Only the current section is open; later ones are locked until reached (focusable, and
 * announced as not yet available). A section's `onSave` decides the next move: on success the next
 * section opens and its heading takes focus; on failure the section stays open and focus goes to its
 * first `aria-invalid="true"` field; a rejection shows its message inside the section. Saved sections
 * can be reopened. After the last one, review mode opens everything and shows a floating submit area.
 * Progress is kept by section id: sections may come and go between renders.
 */
export function AccordionWizard({
  sections,
  defaultSectionId,
  isReview: isReviewProp,
  savesInReview = false,
  onComplete,
  onSubmit,
  labels,
  headingLevel = 3,
  className,
}: AccordionWizardProps) {
  const texts = { ...defaultLabels, ...labels };
  const [savedIds, setSavedIds] = useState<ReadonlySet<string>>(() => {
    const start = sections.findIndex((section) => section.id === defaultSectionId);
    return new Set(sections.slice(0, Math.max(0, start)).map((section) => section.id));
  });
  // The first section not yet saved is the one reached; every later one is locked.
  const reachedIndex = sections.findIndex((section) => !savedIds.has(section.id));
  const [openId, setOpenId] = useState<string | null>(
    () => sections.find((section) => !savedIds.has(section.id))?.id ?? sections[0]?.id ?? null,
  );
  const [reviewReached, setReviewReached] = useState(false);
  const [collapsedInReview, setCollapsedInReview] = useState<ReadonlySet<string>>(() => new Set());
  const [savingId, setSavingId] = useState<string | null>(null);
  const [failures, setFailures] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [isSubmitting, setSubmitting] = useState(false);
  const isReview = isReviewProp ?? reviewReached;

  const [elements] = useState(() => new Map<string, SectionElements>());
  const submitRef = useRef<HTMLButtonElement>(null);
  const [pendingFocus, setPendingFocus] = useState<PendingFocus>(null);

  useEffect(() => {
    if (pendingFocus == null) return;
    const focusTarget = () => {
      if (pendingFocus.kind === 'submit') return submitRef.current;
      const found = elements.get(pendingFocus.id);
      if (pendingFocus.kind === 'heading') return found?.button ?? null;
      return found?.panel?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
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
  }, [pendingFocus, elements]);

  const setFailure = (id: string, message: string | undefined) =>
    setFailures((current) => {
      const next = new Map(current);
      if (message === undefined) next.delete(id);
      else next.set(id, message);
      return next;
    });

  const save = async (section: AccordionWizardSection) => {
    if (savingId != null) return;
    setSavingId(section.id);
    // A new attempt clears the last failure, so the same text is announced again if it recurs.
    setFailure(section.id, undefined);
    let ok: boolean;
    try {
      ok = (await section.onSave?.()) !== false;
    } catch (reason) {
      ok = false;
      setFailure(section.id, failureText(reason, texts.saveFailed));
    }
    setSavingId(null);
    if (!ok) {
      setPendingFocus({ kind: 'invalid', id: section.id });
      return;
    }
    setSavedIds((saved) => new Set(saved).add(section.id));
    if (isReview) return;
    const index = sections.findIndex((candidate) => candidate.id === section.id);
    const next = sections.slice(index + 1).find((candidate) => !savedIds.has(candidate.id)) ?? sections[index + 1];
    if (next) {
      setOpenId(next.id);
      setPendingFocus({ kind: 'heading', id: next.id });
    } else {
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
    <WizardRoot className={className}>
      {sections.map((section, index) => {
        const isOpen = isReview ? !collapsedInReview.has(section.id) : openId === section.id;
        const isLocked = !isReview && reachedIndex !== -1 && index > reachedIndex;
        const isLast = index === sections.length - 1;
        const showsSave = isOpen && (!isReview || savesInReview);
        return (
          <WizardSection
            key={section.id}
            section={section}
            number={index + 1}
            isOpen={isOpen}
            isLocked={isLocked}
            isComplete={savedIds.has(section.id)}
            completedLabel={texts.completed}
            lockedLabel={texts.locked}
            level={headingLevel}
            failure={failures.get(section.id)}
            elements={elements}
            onToggle={() => toggle(section.id)}
            actions={
              showsSave && (
                <SectionActions>
                  <Button
                    isPending={savingId === section.id}
                    pendingLabel={texts.saving}
                    onPress={() => void save(section)}
                  >
                    {isLast || isReview ? texts.saveLast : texts.save}
                  </Button>
                </SectionActions>
              )
            }
          />
        );
      })}
      {isReview && (
        <SubmitArea>
          <ReviewMessage>{texts.review}</ReviewMessage>
          <Button ref={submitRef} isPending={isSubmitting} onPress={() => void submit()}>
            {texts.submit}
          </Button>
        </SubmitArea>
      )}
    </WizardRoot>
  );
}

/** The floating submit area of review mode; while it shows, toasts sit above it, never over its button. */
function SubmitArea({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useToastClearance(ref);
  return <ReviewBar ref={ref}>{children}</ReviewBar>;
}
