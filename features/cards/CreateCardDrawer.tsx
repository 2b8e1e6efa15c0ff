import { useState } from 'react';
import { Button, Stepper, ActionBar, Stack } from 'spend-ui';
import { useViewer } from '../session/Viewer.js';
import { useFormSubmit, useSchemaForm } from '../forms/index.js';
import { FormRadioTiles } from '../forms/FormRadioTiles.js';
import { GuardedDrawer } from '../forms/GuardedDrawer.js';
import { useCreateCard } from './api.js';
import { CARD_USE_OPTIONS, CardFormFields } from './CardFormFields.js';
import { ADD_CARD, CARD_CREATED, CARD_FORM_ERRORS, CREATE_CARD } from './messages.js';
import { emptyCardForm, toCreateCardPayload } from './cardForm.js';
import { cardFormSchema } from './schemas.js';
import { useCardAssignees } from './useCardAssignees.js';

export interface CreateCardDrawerProps {
  onClose: () => void;
}

/** Card creation state (§4): ready (step 1), step2 (the form), loading, complete; an error returns to step2. */
export type CardCreationState = 'ready' | 'step2' | 'loading' | 'complete';

const STEPS = [
  { id: 'use', label: 'Card use' },
  { id: 'details', label: 'Card details' },
  { id: 'complete', label: 'Complete' },
];

const STEP_OF: Record<CardCreationState, string> = {
  ready: 'use',
  step2: 'details',
  loading: 'details',
  complete: 'complete',
};

/** Add Card: step 1 single or multiple use, step 2 the form ('Create Card'), then complete. */
export function CreateCardDrawer({ onClose }: CreateCardDrawerProps) {
  const { user } = useViewer();
  const [state, setState] = useState<CardCreationState>('ready');
  const { assignees, isLoading: assigneesLoading } = useCardAssignees(user);
  const form = useSchemaForm(cardFormSchema('create'), { defaultValues: emptyCardForm });
  const { control } = form;
  const create = useCreateCard();

  const submit = useFormSubmit(
    form,
    async (values) => {
      setState('loading');
      const outcome = await create.run(toCreateCardPayload(values));
      if (outcome.status === 'done') setState('complete');
      else if (outcome.status === 'failed') setState('step2');
      return outcome;
    },
    { invalidNotice: CARD_FORM_ERRORS },
  );

  return (
    <GuardedDrawer
      title={ADD_CARD}
      onClose={onClose}
      hasUnsavedChanges={form.formState.isDirty && state !== 'complete'}
    >
      <Stack gap="lg">
        <Stepper
          steps={STEPS}
          currentStepId={STEP_OF[state]}
          orientation="horizontal"
          onStepPress={(id) => id === 'use' && state === 'step2' && setState('ready')}
        />
        {state === 'ready' && (
          <Stack gap="lg">
            <FormRadioTiles
              control={control}
              name="usage"
              label="Single use or multiple use"
              options={CARD_USE_OPTIONS}
            />
            <ActionBar>
              <Button onPress={() => setState('step2')}>Next</Button>
            </ActionBar>
          </Stack>
        )}
        {(state === 'step2' || state === 'loading') && (
          <Stack as="form" gap="lg" aria-label={CREATE_CARD} noValidate onSubmit={submit}>
            <CardFormFields control={control} mode="create" assignees={assignees} assigneesLoading={assigneesLoading} />
            <ActionBar>
              <Button variant="secondary" isDisabled={state === 'loading'} onPress={() => setState('ready')}>
                Back
              </Button>
              <Button type="submit" isPending={state === 'loading'}>
                {CREATE_CARD}
              </Button>
            </ActionBar>
          </Stack>
        )}
        {state === 'complete' && (
          <Stack gap="lg">
            <p role="status">{CARD_CREATED}</p>
            <ActionBar>
              <Button onPress={onClose}>Close</Button>
            </ActionBar>
          </Stack>
        )}
      </Stack>
    </GuardedDrawer>
  );
}
