export { AccordionWizard } from './AccordionWizard.js';
export type { AccordionWizardLabels, AccordionWizardProps, AccordionWizardSection } from './AccordionWizard.js';
