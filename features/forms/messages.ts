// The form-level notice as the catalogues write it: with the final full stop in cards-transactions-team.md
// (card form, "Form errors") and access-settings-banking.md (settings save); without it in
// kyb-onboarding.md (wizard form errors) and the team member form of cards-transactions-team.md.

/** "There are errors in the form …" with the final full stop (card form, settings). */
export const FORM_HAS_ERRORS = 'There are errors in the form, please review and try again later.';

/** "There are errors in the form …" without the final full stop (KYB wizard, team member form). */
export const FORM_HAS_ERRORS_NO_FULL_STOP = 'There are errors in the form, please review and try again later';

// Asking before unsaved changes are dropped. The spec has no text for it (issue 27, item 14): plain ones.

/** Title of the question asked when a drawer or page holding unsaved changes is closed. */
export const DISCARD_CHANGES_TITLE = 'Discard unsaved changes?';

/** What discarding means. */
export const DISCARD_CHANGES_MESSAGE = 'What you entered has not been saved and will be lost.';

/** The button that goes back to the form, with what was typed. */
export const KEEP_EDITING = 'Keep editing';

/** The button that drops what was typed and closes. */
export const DISCARD_CHANGES = 'Discard changes';
