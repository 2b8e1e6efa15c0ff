export { Accordion } from './Accordion.js';
export type { AccordionProps, AccordionItem, AccordionSelection } from './Accordion.js';
