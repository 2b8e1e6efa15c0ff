import { Button, ActionBar, Stack } from 'spend-ui';
import { useViewer } from '../session/Viewer.js';
import { useFormSubmit, useSchemaForm } from '../forms/index.js';
import { useReportUnsavedChanges } from '../forms/UnsavedChangesGuard.js';
import { useUpdateCard } from './api.js';
import { CardFormFields } from './CardFormFields.js';
import { CARD_FORM_ERRORS, UPDATE_CARD } from './messages.js';
import { cardFormFromCard, toUpdateCardPayload } from './cardForm.js';
import { cardFormSchema } from './schemas.js';
import type { Card } from './model.js';
import { useCardAssignees } from './useCardAssignees.js';

export interface EditCardFormProps {
  card: Card;
  /** Back to the card's details (after the update, or on cancel). */
  onDone: () => void;
}

/** The edit form ('Update Card'): name, assignee, type, limit and cycle type, sent as the PATCH payload. */
export function EditCardForm({ card, onDone }: EditCardFormProps) {
  const { user } = useViewer();
  const { assignees, isLoading: assigneesLoading } = useCardAssignees(user);
  const update = useUpdateCard({ onSuccess: onDone });
  const form = useSchemaForm(cardFormSchema('edit'), { defaultValues: cardFormFromCard(card) });
  useReportUnsavedChanges(form.formState.isDirty);
  const submit = useFormSubmit(form, (values) => update.run(card.id, toUpdateCardPayload(values)), {
    invalidNotice: CARD_FORM_ERRORS,
  });
  return (
    <Stack as="form" gap="lg" aria-label={UPDATE_CARD} noValidate onSubmit={submit}>
      <CardFormFields control={form.control} mode="edit" assignees={assignees} assigneesLoading={assigneesLoading} />
      <ActionBar>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" isPending={update.pending}>
          {UPDATE_CARD}
        </Button>
      </ActionBar>
    </Stack>
  );
}
