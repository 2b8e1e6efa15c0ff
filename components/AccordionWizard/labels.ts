import type { ReactNode } from 'react';

/** The texts of an AccordionWizard. */
export interface AccordionWizardLabels {
  /** Each section's save button. Default "Save and continue". */
  save: string;
  /** The last section's save button, and every save button in review mode. Default "Save". */
  saveLast: string;
  /** Announced while a section saves. Default "Saving". */
  saving: string;
  /**
   * Shown in a section whose `onSave` rejected with no message of its own.
   * Default "The section could not be saved.".
   */
  saveFailed: string;
  /** The submit button in review mode. Default "Submit". */
  submit: string;
  /** The message in the floating submit area. Default "Review your answers before you submit.". */
  review: ReactNode;
  /** Words added to a saved section's heading for screen readers. Default "completed". */
  completed: string;
  /**
   * Words added to a section's heading for screen readers while it cannot be opened yet.
   * Default "not yet available".
   */
  locked: string;
}

export const defaultLabels: AccordionWizardLabels = {
  save: 'Save and continue',
  saveLast: 'Save',
  saving: 'Saving',
  saveFailed: 'The section could not be saved.',
  submit: 'Submit',
  review: 'Review your answers before you submit.',
  completed: 'completed',
  locked: 'not yet available',
};
