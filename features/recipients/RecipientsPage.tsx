import { useEffect, useState } from 'react';
import { Accordion, AlertDialog, Button, EmptyState, Skeleton, Tile, Inline } from 'spend-ui';
import { useNavigation, useRouteParam } from '../navigation/NavigationProvider.js';
import { DomainPage, QueryState } from '../page/index.js';
import { AddRecipientWizard } from './AddRecipientWizard.js';
import { useDeleteRecipient, useRecipients } from './api.js';
import { PanelActions, Section } from './Recipients.styles.js';
import { RecipientDetails, RecipientSummary } from './RecipientDetails.js';
import {
  ADD_ACCOUNT,
  DELETE,
  DELETE_RECIPIENT,
  deleteRecipientQuestion,
  NO_RECIPIENTS,
  NO_RECIPIENTS_HINT,
  RECIPIENTS_LOAD_FAILED,
  RECIPIENTS_TITLE,
  YOUR_RECIPIENTS,
} from './messages.js';
import { listedRecipients, recipientTitle, type Recipient } from './model.js';

/** The add-recipient wizard's path (§2): the page opens it over itself. */
export const ADD_RECIPIENT_PATH = '/recipients/add-new';
export const RECIPIENTS_PAGE_PATH = '/recipients';

/**
 * /recipients (accounts-payments-recipients.md §2): the 'Add account' tile, 'Your recipients' as
 * expandable panels (only the provider's), each with its bank details and a delete behind a
 * confirmation; /recipients/add-new opens the add-recipient wizard over it, any other action goes to
 * /recipients.
 */
export function RecipientsPage() {
  const navigation = useNavigation();
  const action = useRouteParam('action');
  const adding = action === 'add-new';
  // Spec README ruling: any action other than add-new goes to /recipients.
  useEffect(() => {
    if (action !== undefined && action !== 'add-new') navigation.navigate(RECIPIENTS_PAGE_PATH, { replace: true });
  }, [action, navigation]);
  const recipients = useRecipients();
  const remove = useDeleteRecipient();
  const [toDelete, setToDelete] = useState<Recipient | null>(null);

  return (
    <DomainPage title={RECIPIENTS_TITLE}>
      <Inline gap="md">
        <Tile title={ADD_ACCOUNT} href={ADD_RECIPIENT_PATH} />
      </Inline>
      <Section aria-labelledby="your-recipients">
        <h2 id="your-recipients">{YOUR_RECIPIENTS}</h2>
        <QueryState
          query={recipients}
          failure={RECIPIENTS_LOAD_FAILED}
          loading={<Skeleton height="12rem" label={YOUR_RECIPIENTS} />}
          isEmpty={(data) => listedRecipients(data.beneficiaries).length === 0}
          empty={<EmptyState title={NO_RECIPIENTS} description={NO_RECIPIENTS_HINT} headingLevel={3} />}
        >
          {(data) => (
            <Accordion
              headingLevel={3}
              items={listedRecipients(data.beneficiaries).map((recipient) => ({
                key: String(recipient.id),
                title: <RecipientSummary recipient={recipient} />,
                content: (
                  <>
                    <RecipientDetails recipient={recipient} />
                    <PanelActions>
                      <Button
                        variant="danger"
                        isPending={remove.isPending(recipient.id)}
                        aria-label={`${DELETE_RECIPIENT} ${recipientTitle(recipient)}`}
                        onPress={() => setToDelete(recipient)}
                      >
                        {DELETE_RECIPIENT}
                      </Button>
                    </PanelActions>
                  </>
                ),
              }))}
            />
          )}
        </QueryState>
      </Section>
      <AlertDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={DELETE_RECIPIENT}
        variant="destructive"
        confirmLabel={DELETE}
        onConfirm={() => {
          if (toDelete) void remove.run(toDelete.id);
          setToDelete(null);
        }}
      >
        {toDelete && deleteRecipientQuestion(recipientTitle(toDelete))}
      </AlertDialog>
      {adding && <AddRecipientWizard onClose={() => navigation.back(RECIPIENTS_PAGE_PATH)} />}
    </DomainPage>
  );
}
