import { z } from 'zod/mini';

// The files a wizard step holds: one the user chose on this screen (a `File`), or one the host already
// stores from an earlier visit (a resumed application), known by its name and kept by its id.

/** A file the host stores for a step; sent again, the step asks the host to keep it (`stepFormData`). */
export class StoredWizardFile {
  constructor(
    /** The file's name as it was uploaded (what the field and the review show). */
    readonly name: string,
    /** The host's id of the file. */
    readonly id: string,
  ) {}
}

/** A file of a step: chosen now or stored before. */
export type WizardFile = File | StoredWizardFile;

/** A file field's value: `null` while none is chosen or stored. */
export const wizardFileOrEmpty = z.pipe(
  z.nullish(z.custom<WizardFile>((value) => value instanceof Blob || value instanceof StoredWizardFile)),
  z.transform((value) => value ?? null),
);
