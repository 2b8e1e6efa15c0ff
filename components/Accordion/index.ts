export { Accordion } from './Accordion.js';
export type { AccordionHandle, AccordionProps, AccordionItem, AccordionSelection } from './Accordion.js';
