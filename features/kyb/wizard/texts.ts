// Texts of the wizard screens that neither the spec nor the shared KYB catalogue gives (the spec's own
// texts are in ../messages.ts).

/** The accessible name of the wizard's Stepper. */
export const WIZARD_PROGRESS_LABEL = 'KYC/AML steps';
/** The loading bar while a step is handed to the host. */
export const WIZARD_SAVING = 'Saving';
/** The tab list of the shareholders. */
export const SHAREHOLDER_TABS_LABEL = 'Shareholders';
/** The loading bar while the application is read. */
export const WIZARD_LOADING_APPLICATION = 'Loading the application';
