import {
  STEP_ACCOUNT_USAGE,
  STEP_BUSINESS_DETAILS,
  STEP_DIRECTORS,
  STEP_PERSONAL_DETAILS,
  STEP_REVIEW,
} from '../messages.js';
import type { AccountUsageInput } from './accountUsage.js';
import type { BusinessDetailsInput } from './businessDetails.js';
import type { DirectorsInput } from './directors.js';
import type { PersonalDetailsInput } from './personalDetails.js';
import type { ReviewSection } from './review.js';

// The wizard's state (kyb-onboarding.md §2.1, §3.4): forms keyed by step name, the review list each
// step stores when it is saved, a data area and the content store, changed by the four actions.

/** The five steps in order, with their Stepper labels. */
export const WIZARD_STEPS = [
  { id: 'personalDetails', label: STEP_PERSONAL_DETAILS },
  { id: 'businessDetails', label: STEP_BUSINESS_DETAILS },
  { id: 'accountUsage', label: STEP_ACCOUNT_USAGE },
  { id: 'directors', label: STEP_DIRECTORS },
  { id: 'review', label: STEP_REVIEW },
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number]['id'];

/** What the wizard keeps under each form key: the values of the four steps, and their review lists. */
export interface WizardForms {
  personalDetails: PersonalDetailsInput;
  businessDetails: BusinessDetailsInput;
  accountUsage: AccountUsageInput;
  directors: DirectorsInput;
  reviewPersonalDetails: ReviewSection;
  reviewBusinessDetails: ReviewSection;
  reviewAccountUsage: ReviewSection;
  reviewDirectors: ReviewSection;
}
export type WizardFormKey = keyof WizardForms;

/** The form keys that hold a step's review list. */
export type ReviewFormKey =
  'reviewPersonalDetails' | 'reviewBusinessDetails' | 'reviewAccountUsage' | 'reviewDirectors';

/** The review list each form step stores when it is saved. */
export const REVIEW_KEY_OF: Readonly<Record<Exclude<WizardStep, 'review'>, ReviewFormKey>> = {
  personalDetails: 'reviewPersonalDetails',
  businessDetails: 'reviewBusinessDetails',
  accountUsage: 'reviewAccountUsage',
  directors: 'reviewDirectors',
};

export interface WizardState {
  forms: Partial<WizardForms>;
  /** The data area: what the steps share that is not a form (the step shown, the company's legal form …). */
  data: Readonly<Record<string, unknown>>;
  /** Remote content the steps show (help texts). */
  content: Readonly<Record<string, unknown>>;
}

/** §3.4: update a form key, update a data key, delete a form key, update the content store. */
export type WizardAction =
  | { [Key in WizardFormKey]: { type: 'updateForm'; key: Key; value: WizardForms[Key] } }[WizardFormKey]
  | { type: 'updateData'; key: string; value: unknown }
  | { type: 'deleteForm'; key: WizardFormKey }
  | { type: 'updateContent'; content: Readonly<Record<string, unknown>> };

export const initialWizardState: WizardState = { forms: {}, data: {}, content: {} };

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'updateForm':
      return { ...state, forms: { ...state.forms, [action.key]: action.value } };
    case 'updateData':
      return { ...state, data: { ...state.data, [action.key]: action.value } };
    case 'deleteForm': {
      if (!(action.key in state.forms)) return state;
      const { [action.key]: _removed, ...forms } = state.forms;
      return { ...state, forms };
    }
    case 'updateContent':
      return { ...state, content: { ...state.content, ...action.content } };
  }
}

/** The review sections in the order of step 5 (Personal Details, Business Details, Directors, Account Usage). */
export function reviewSections(forms: Partial<WizardForms>): ReviewSection[] {
  return [
    forms.reviewPersonalDetails,
    forms.reviewBusinessDetails,
    forms.reviewDirectors,
    forms.reviewAccountUsage,
  ].filter((section): section is ReviewSection => section !== undefined);
}
