import { Button, ActionBar } from 'spend-ui';
import { WIZARD_NEXT, WIZARD_PREVIOUS } from '../messages.js';

export interface StepButtonsProps {
  /** Goes back one step; without it (the first step) there is no Previous. */
  onPrevious?: () => void;
  /** A step is being handed on: Next waits, a second press is ignored. */
  pending: boolean;
}

/** Previous and Next of every step; Next submits the step's form. */
export function StepButtons({ onPrevious, pending }: StepButtonsProps) {
  return (
    <ActionBar justify="between">
      {onPrevious ? (
        <Button variant="secondary" onPress={onPrevious} isDisabled={pending}>
          {WIZARD_PREVIOUS}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" isPending={pending}>
        {WIZARD_NEXT}
      </Button>
    </ActionBar>
  );
}
