import { useEffect, useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, VisuallyHidden } from 'react-aria';
import { Check, X } from 'lucide-react';
import { announce } from '../internal/announce.js';
import { StepButton, StepDescription, StepItem, StepLabel, StepList, StepMarker, StepText } from './Stepper.styles.js';

/** Where a step stands: not reached, being done, done, or done with a problem to fix. */
export type StepStatus = 'upcoming' | 'current' | 'complete' | 'error';

export interface StepperStep {
  /** Stable identifier, passed back by `onStepPress`. */
  id: string;
  /** Name of the step, e.g. "Reason". Also used in the spoken position ("Step 2 of 5: Reason"). */
  label: string;
  /** Optional second line, such as a summary of what was entered or what is wrong. */
  description?: ReactNode;
  /**
   * Overrides the status derived from the current step (earlier steps complete, later ones
   * upcoming), e.g. `error` on a step that needs attention.
   */
  status?: StepStatus;
}

/** Words added for screen readers after a step's label, per status. */
export interface StepStatusLabels {
  complete: string;
  error: string;
  current: string;
  upcoming: string;
}

export interface StepperProps {
  /** The steps in order. */
  steps: readonly StepperStep[];
  /** Id of the step the user is on. */
  currentStepId: string;
  /**
   * Lets the user go back: completed (and errored) steps before the current one become buttons
   * that call this with their id.
   */
  onStepPress?: (id: string) => void;
  /** Accessible name of the navigation landmark. Default "Progress". */
  label?: string;
  /** Spoken position of a step, followed by ": " and its label. Default "Step 2 of 5". */
  formatPosition?: (position: number, total: number) => string;
  /** Words added after the label for screen readers. */
  statusLabels?: Partial<StepStatusLabels>;
  /** `responsive` (default) is horizontal from the `md` breakpoint and vertical below it. */
  orientation?: 'responsive' | 'horizontal' | 'vertical';
  /** Announce the new position when the current step changes. Default true. */
  announceChanges?: boolean;
  className?: string;
}

const defaultPosition = (position: number, total: number) => `Step ${position} of ${total}`;

const defaultStatusLabels: StepStatusLabels = {
  complete: 'completed',
  error: 'needs attention',
  current: 'current step',
  upcoming: 'not started',
};

/** Status of each step from the current step, with per-step overrides. */
export function stepStatuses(steps: readonly StepperStep[], currentStepId: string): StepStatus[] {
  const currentIndex = steps.findIndex((step) => step.id === currentStepId);
  return steps.map((step, index) => {
    if (step.status) return step.status;
    if (index === currentIndex) return 'current';
    return currentIndex >= 0 && index < currentIndex ? 'complete' : 'upcoming';
  });
}

interface StepBackButtonProps {
  onPress: () => void;
  children: ReactNode;
}

function StepBackButton({ onPress, children }: StepBackButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ onPress }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  return (
    <StepButton
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={ref}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      {children}
    </StepButton>
  );
}

/**
 * Progress through a multi-step flow: an ordered list in a navigation landmark, the current step
 * marked with `aria-current="step"` and every step's position spoken ("Step 2 of 5: Reason").
 * Optionally lets the user go back to completed steps. Horizontal, vertical on narrow screens.
 */
export function Stepper({
  steps,
  currentStepId,
  onStepPress,
  label = 'Progress',
  formatPosition = defaultPosition,
  statusLabels,
  orientation = 'responsive',
  announceChanges = true,
  className,
}: StepperProps) {
  const statuses = stepStatuses(steps, currentStepId);
  const words = { ...defaultStatusLabels, ...statusLabels };
  const currentIndex = steps.findIndex((step) => step.id === currentStepId);
  const total = steps.length;

  const currentStep = steps[currentIndex];
  const spokenCurrent = currentStep ? `${formatPosition(currentIndex + 1, total)}: ${currentStep.label}` : '';
  const previous = useRef(currentStepId);
  const currentLabelRef = useRef<HTMLSpanElement>(null);
  // Set when the user pressed a step button: that button turns into the current step's label, so
  // focus moves to the label instead of being lost.
  const focusCurrentAfterPress = useRef(false);
  useEffect(() => {
    if (previous.current === currentStepId) return;
    previous.current = currentStepId;
    if (focusCurrentAfterPress.current) {
      focusCurrentAfterPress.current = false;
      currentLabelRef.current?.focus();
    }
    if (announceChanges && spokenCurrent) announce(spokenCurrent, 'polite');
  }, [currentStepId, spokenCurrent, announceChanges]);

  return (
    <nav aria-label={label} className={className}>
      <StepList data-orientation={orientation}>
        {steps.map((step, index) => {
          const status = statuses[index] ?? 'upcoming';
          const canGoBack =
            onStepPress != null && index < currentIndex && (status === 'complete' || status === 'error');
          // One spoken string (a visually hidden span) and the visible label hidden from assistive
          // technology, so the name reads exactly "Step 2 of 5: Reason, current step".
          const text = (
            <>
              <span aria-hidden="true">{step.label}</span>
              <VisuallyHidden elementType="span">{`${formatPosition(index + 1, total)}: ${step.label}, ${words[status]}`}</VisuallyHidden>
            </>
          );
          return (
            <StepItem key={step.id} data-status={status} aria-current={index === currentIndex ? 'step' : undefined}>
              <StepMarker aria-hidden="true">
                {status === 'complete' ? (
                  <Check size={16} strokeWidth={3} />
                ) : status === 'error' ? (
                  <X size={16} strokeWidth={3} />
                ) : (
                  index + 1
                )}
              </StepMarker>
              <StepText>
                {canGoBack ? (
                  <StepBackButton
                    onPress={() => {
                      focusCurrentAfterPress.current = true;
                      onStepPress(step.id);
                    }}
                  >
                    {text}
                  </StepBackButton>
                ) : index === currentIndex ? (
                  <StepLabel ref={currentLabelRef} tabIndex={-1}>
                    {text}
                  </StepLabel>
                ) : (
                  <StepLabel>{text}</StepLabel>
                )}
                {step.description != null && <StepDescription>{step.description}</StepDescription>}
              </StepText>
            </StepItem>
          );
        })}
      </StepList>
    </nav>
  );
}
