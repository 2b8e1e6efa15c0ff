import type { WizardFormStep } from 'spend-ui/features/rules';
import type { StoredFile } from '../core/files.js';

// The rows of the KYB wizard's demo endpoints (wizardSteps.ts): one application per company.

/** One stored step: its texts as sent (names as the multipart body writes them; a list repeats a name) and its files. */
export interface StoredWizardStep {
  fields: Record<string, string[]>;
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
