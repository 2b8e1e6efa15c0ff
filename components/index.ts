// The public API of spend-ui (the design system). Every export is tree-shakeable.
export * from './theme/index.js';
export * from './Button/index.js';
export * from './TextField/index.js';
export * from './OtpInput/index.js';
export * from './CountdownRing/index.js';
export * from './Stepper/index.js';
export * from './ChipsInput/index.js';
export * from './AccordionWizard/index.js';
