export { Stepper } from './Stepper.js';
export type { StepperProps, StepperStep, StepStatus, StepStatusLabels } from './Stepper.js';
