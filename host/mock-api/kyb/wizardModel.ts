import type { StoredFile } from '../core/files.js';

// The rows of the KYB wizard's demo endpoints (wizardSteps.ts): one application per company.

/** The four form steps whose values are stored, and the review that submits them. */
export const WIZARD_FORM_STEPS = ['personalDetails', 'businessDetails', 'accountUsage', 'directors'] as const;
export type WizardFormStep = (typeof WIZARD_FORM_STEPS)[number];

/**
 * One stored step: its fields as sent (names as the multipart body writes them; a repeated name, such
 * as a list of countries, as the list of its texts) and its files.
 */
export interface StoredWizardStep {
  fields: Record<string, string | string[]>;
  files: Record<string, StoredFile>;
}

/** A company's wizard application. */
export interface KybWizardApplicationRecord {
  id: number;
  company_id: number;
  /** ISO code; the wizard hides the picker (§5.1), so the company's country comes from here. */
  country_of_incorporation: string;
  legal_form: string;
  steps: Partial<Record<WizardFormStep, StoredWizardStep>>;
  submitted: boolean;
}

export interface KybWizardTables {
  kybWizardApplications: KybWizardApplicationRecord[];
}

export function emptyKybWizardTables(): KybWizardTables {
  return { kybWizardApplications: [] };
}
