import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { Heading, ProgressBar, Stepper, Text } from 'spend-ui';
import { useApiAction } from '../../api/index.js';
import { centralToday } from '../../format/dates.js';
import { KYB_SAVE_FAILURE, KYB_SUBMIT_FAILURE } from '../failures.js';
import * as text from '../messages.js';
import { AccountUsageStep } from './AccountUsageStep.js';
import { emptyAccountUsage } from './accountUsage.js';
import { BusinessDetailsStep } from './BusinessDetailsStep.js';
import { afterIncorporationCountryChange, emptyBusinessDetails } from './businessDetails.js';
import { DirectorsStep } from './DirectorsStep.js';
import { emptyDirectors } from './directors.js';
import { DEFAULT_WIZARD_COUNTRY } from '../model.js';
import type { WizardRuleContext } from './people.js';
import { PersonalDetailsStep } from './PersonalDetailsStep.js';
import { emptyPersonalDetails } from './personalDetails.js';
import {
  reviewAccountUsage,
  reviewBusinessDetails,
  reviewDirectors,
  reviewPersonalDetails,
  type ReviewSection,
} from './review.js';
import { ReviewStep } from './ReviewStep.js';
import { resumedWizardState, type StoredWizardSteps } from './resume.js';
import type { BusinessSector } from './sectors.js';
import { stepPayload, type StepPayloadValue } from './stepPayload.js';
import { WIZARD_PROGRESS_LABEL, WIZARD_SAVING } from './texts.js';
import {
  initialWizardState,
  REVIEW_KEY_OF,
  reviewSections,
  WIZARD_STEPS,
  wizardReducer,
  type WizardState,
  type WizardStep,
} from './wizardState.js';
import { WizardRoot } from './Wizard.styles.js';

/** What a step hands to the host: its values as `stepPayload` writes them (the review step: nothing). */
export type WizardStepPayload = { readonly [field: string]: StepPayloadValue };

/**
 * Sends one step to wherever the host keeps the application (the spec names no endpoint). A rejected
 * promise is a failed step: the user stays on it with everything typed.
 */
export type SubmitWizardStep = (step: WizardStep, payload: WizardStepPayload) => Promise<unknown>;

export interface KybWizardProps {
  /** Receives each step's values on Next, and an empty payload for `review` (the application's submission). */
  submitStep: SubmitWizardStep;
  /** Called once the review step was submitted (e.g. to read the user again, whose form is now filled). */
  onSubmitted?: () => void;
  /** The company's country of incorporation (ISO code): the picker is hidden and offers Canada only (§5.1). */
  incorporationCountry?: string;
  /** The company's legal form: the title of step 1. */
  legalForm?: string;
  /** The sectors and their subsectors (replaceable data); default the product's list. */
  sectors?: readonly BusinessSector[];
  /** Today, for the date rules; default today in US Central time. */
  today?: CalendarDate;
  /**
   * The steps the host already stores (an application resumed after a reload or a new session): the
   * wizard opens at the first step missing or no longer passing its rules, with what was sent (stored
   * files by name; sent again, they are kept). Read once, when the wizard mounts.
   */
  storedSteps?: StoredWizardSteps;
  /** Where the wizard starts, as its state (forms, review lists and step); wins over `storedSteps`; default empty. */
  initialState?: WizardState;
}

type FormStep = Exclude<WizardStep, 'review'>;

const ORDER = WIZARD_STEPS.map((step) => step.id);

function isWizardStep(value: unknown): value is WizardStep {
  return ORDER.some((step) => step === value);
}

function stepAfter(step: WizardStep, offset: 1 | -1): WizardStep {
  return ORDER[ORDER.indexOf(step) + offset] ?? step;
}

/**
 * The five-step business verification (kyb-onboarding.md §2.1, §4.1): the intro, a Stepper, and one
 * step at a time. Next checks the step (errors: the notice and focus on the first invalid field),
 * stores its values, hands them to `submitStep`, stores its review list and moves on; Previous keeps
 * what is typed. The state is one reducer keyed by step name (§3.4).
 */
export function KybWizard({
  submitStep,
  onSubmitted,
  incorporationCountry = DEFAULT_WIZARD_COUNTRY,
  legalForm,
  sectors,
  today,
  storedSteps,
  initialState,
}: KybWizardProps) {
  const day = useMemo(() => today ?? centralToday(), [today]);
  const [state, dispatch] = useReducer(wizardReducer, null, () => {
    if (initialState) return initialState;
    if (!storedSteps) return initialWizardState;
    return resumedWizardState(storedSteps, { incorporationCountry, today: day, sectors });
  });
  const step: WizardStep = isWizardStep(state.data.step) ? state.data.step : 'personalDetails';
  const { forms } = state;
  const companyCountry = forms.personalDetails?.country_of_incorporation ?? incorporationCountry;
  const context: WizardRuleContext = useMemo(
    () => ({ incorporationCountry: companyCountry, today: day }),
    [companyCountry, day],
  );

  const save = useApiAction((_client, at: FormStep, payload: WizardStepPayload) => submitStep(at, payload), {
    success: text.KYB_SAVED,
    failure: KYB_SAVE_FAILURE,
  });
  const submit = useApiAction(() => submitStep('review', {}), {
    success: text.KYB_SUBMITTED,
    failure: KYB_SUBMIT_FAILURE,
    onSuccess: () => onSubmitted?.(),
  });

  const goTo = (next: WizardStep) => dispatch({ type: 'updateData', key: 'step', value: next });

  /** The step's values are stored before they are sent: a failed send loses nothing. */
  const handOn = async (at: FormStep, values: object, review: ReviewSection) => {
    const outcome = await save.run(at, stepPayload(values));
    if (outcome.status === 'done') {
      dispatch({ type: 'updateForm', key: REVIEW_KEY_OF[at], value: review });
      goTo(stepAfter(at, 1));
    }
    return outcome;
  };
  const back = () => goTo(stepAfter(step, -1));

  // A new step: focus goes to its title, so the keyboard starts at its top.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    titleRef.current?.focus();
  }, [step]);

  const stepLabel = WIZARD_STEPS.find((entry) => entry.id === step)?.label ?? '';
  const title = step === 'personalDetails' && legalForm ? legalForm : stepLabel;

  return (
    <WizardRoot>
      <Text tone="muted">{text.WIZARD_INTRO}</Text>
      <Stepper label={WIZARD_PROGRESS_LABEL} steps={WIZARD_STEPS} currentStepId={step} />
      <Heading level={1} size="xl" ref={titleRef} tabIndex={-1}>
        {title}
      </Heading>
      {(save.pending || submit.pending) && <ProgressBar isIndeterminate label={WIZARD_SAVING} size="sm" />}
      {step === 'personalDetails' && (
        <PersonalDetailsStep
          initial={forms.personalDetails ?? emptyPersonalDetails(incorporationCountry)}
          context={context}
          pending={save.pending}
          onNext={(values) => {
            dispatch({ type: 'updateForm', key: 'personalDetails', value: values });
            return handOn('personalDetails', values, reviewPersonalDetails(values));
          }}
        />
      )}
      {step === 'businessDetails' && (
        <BusinessDetailsStep
          initial={afterIncorporationCountryChange(
            forms.businessDetails ?? emptyBusinessDetails(companyCountry),
            companyCountry,
          )}
          context={context}
          sectors={sectors}
          pending={save.pending}
          onNext={(values) => {
            dispatch({ type: 'updateForm', key: 'businessDetails', value: values });
            return handOn('businessDetails', values, reviewBusinessDetails(values));
          }}
          onPrevious={(values) => {
            dispatch({ type: 'updateForm', key: 'businessDetails', value: values });
            back();
          }}
        />
      )}
      {step === 'accountUsage' && (
        <AccountUsageStep
          initial={forms.accountUsage ?? emptyAccountUsage()}
          context={context}
          pending={save.pending}
          onNext={(values) => {
            dispatch({ type: 'updateForm', key: 'accountUsage', value: values });
            return handOn('accountUsage', values, reviewAccountUsage(values));
          }}
          onPrevious={(values) => {
            dispatch({ type: 'updateForm', key: 'accountUsage', value: values });
            back();
          }}
        />
      )}
      {step === 'directors' && (
        <DirectorsStep
          initial={forms.directors ?? emptyDirectors()}
          context={context}
          pending={save.pending}
          onNext={(values) => {
            dispatch({ type: 'updateForm', key: 'directors', value: values });
            return handOn('directors', values, reviewDirectors(values));
          }}
          onPrevious={(values) => {
            dispatch({ type: 'updateForm', key: 'directors', value: values });
            back();
          }}
        />
      )}
      {step === 'review' && (
        <ReviewStep
          sections={reviewSections(forms)}
          pending={submit.pending}
          onSubmit={() => void submit.run()}
          onPrevious={back}
        />
      )}
    </WizardRoot>
  );
}
