export { AccordionWizard } from './AccordionWizard.js';
export type { AccordionWizardProps, AccordionWizardSection } from './AccordionWizard.js';
export type { AccordionWizardLabels } from './labels.js';
