// Forms of the feature kit: react-hook-form + zod bindings of the design-system fields (one line a
// field), the form-level notice, server field errors on the fields, focus on the first invalid field.
// A form of a few text fields with plain rules whose budget cannot carry react-hook-form and zod (the
export { useSchemaForm, useFormSubmit } from './useFormSubmit.js';
export type { FormSubmitOptions, SubmitResult } from './useFormSubmit.js';
// A page's guard against leaving with unsaved changes: the app wires `useUnsavedChangesGuard` to its
// router's blocker and renders the page inside `UnsavedChangesScope` (the forms report themselves).
export { UnsavedChangesScope, useUnsavedChangesGuard } from './UnsavedChangesGuard.js';
export type { UnsavedChangesGuard, UnsavedChangesScopeProps } from './UnsavedChangesGuard.js';
