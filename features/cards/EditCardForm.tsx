import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, useToast } from 'spend-ui';
import type { User } from '../auth/model.js';
import { useUpdateCard } from './api.js';
import { CardFormFields } from './CardFormFields.js';
import { Actions, FormStack } from './Cards.styles.js';
import { CARD_FORM_ERRORS, UPDATE_CARD } from './messages.js';
import { cardFormFromCard, cardFormSchema, toUpdateCardPayload, type Card, type CardFormValues } from './model.js';
import { useCardAssignees } from './useCardAssignees.js';

export interface EditCardFormProps {
  user: User;
  card: Card;
  /** Back to the card's details (after the update, or on cancel). */
  onDone: () => void;
}

/** The edit form ('Update Card'): name, assignee, type, limit and cycle type, sent as the PATCH payload. */
export function EditCardForm({ user, card, onDone }: EditCardFormProps) {
  const toast = useToast();
  const assignees = useCardAssignees(user);
  const update = useUpdateCard({ onSuccess: onDone });
  const { control, handleSubmit } = useForm<CardFormValues>({
    defaultValues: cardFormFromCard(card),
    resolver: zodResolver(cardFormSchema('edit')),
  });
  const submit = handleSubmit(
    (values) => void update.run(card.id, toUpdateCardPayload(values)),
    () => toast.show({ tone: 'error', title: CARD_FORM_ERRORS }),
  );
  return (
    <FormStack aria-label={UPDATE_CARD} noValidate onSubmit={(event) => void submit(event)}>
      <CardFormFields control={control} mode="edit" assignees={assignees} />
      <Actions>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" isPending={update.pending}>
          {UPDATE_CARD}
        </Button>
      </Actions>
    </FormStack>
  );
}
