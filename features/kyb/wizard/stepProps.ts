import type { SubmitResult } from '../../forms/useFormSubmit.js';
import type { WizardRuleContext } from './people.js';

/** What the wizard hands each form step. */
export interface WizardStepProps<Input, Values> {
  /** The values the step starts from: what was typed before, or the empty step. */
  initial: Input;
  context: WizardRuleContext;
  /** The step's checked values: saved, handed to the host, reviewed, and the wizard moves on. */
  onNext: (values: Values) => Promise<SubmitResult>;
  /** Keeps what is typed, checked or not, and goes back one step. */
  onPrevious?: (values: Input) => void;
  /** The step is being handed to the host. */
  pending: boolean;
}
