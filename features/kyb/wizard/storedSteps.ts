import type { WizardFormStep } from './stepRules.js';

// What the host stores of the wizard's steps, written out (resume.ts checks it against its schema), so the
// server's entry (spend-ui/features/rules) carries no zod type.

/** One step as the host stores it: its texts and its files, by the names its multipart body gave them. */
export interface StoredWizardStep {
  /** The step's texts; a repeated name as a list. */
  fields: Record<string, string | string[]>;
  /** The step's files: the host's id and the name it was uploaded with. */
  files: Record<string, { id: string; name: string }>;
}

/** The steps the host holds, by step. */
export type StoredWizardSteps = Partial<Record<WizardFormStep, StoredWizardStep>>;
