// The client's rules for a server to apply as the client does (spend-ui/features/rules): the demo backend
// imports them from here, never from a domain's widget entry (a widget entry is a lazy chunk of the host,
// which the backend would then load whole) nor by a deep path. Plain functions and types: no zod type in
// their declarations.

// Business verification, wizard variant: each step's rules over its multipart body.
export { WIZARD_FORM_STEPS, wizardStepProblems } from '../kyb/wizard/stepRules.js';
export type { WizardFormStep, WizardStepBody, WizardStepRuleContext } from '../kyb/wizard/stepRules.js';
// Payments: the review step's purpose code.
export { bankCountryOf, purposeCodeVerdict } from '../payments/purposeCodeRule.js';
export type { PurposeCodeRecipient } from '../payments/purposeCodeRule.js';
// Conversions: whether a confirmation's request is the one its quote answered.
export { sameRequest } from '../fx/quote.js';
