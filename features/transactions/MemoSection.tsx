import { useEffect, useId, useState } from 'react';
import { Button } from 'spend-ui';
import { mayChangeMemoAndReceipt } from '../access/scopes.js';
import { FormTextArea } from '../forms/FormTextArea.js';
import { useFormSubmit, useSchemaForm } from '../forms/useFormSubmit.js';
import { useReportUnsavedChanges } from '../forms/UnsavedChangesGuard.js';
import { useViewer } from '../session/Viewer.js';
import { useSaveMemo } from './api.js';
import { MEMO, SUBMIT_MEMO, UPDATE_MEMO } from './messages.js';
import { forgetMemoDraft, keepMemoDraft, readMemoDraft, sessionEndedUnder } from './memoDraft.js';
import { type Transaction } from './model.js';
import { memoSchema } from './schemas.js';
import { Form, Section } from './TransactionsPage.styles.js';

export interface MemoSectionProps {
  transaction: Transaction;
}

/**
 * The memo: written (created or updated) only by the transaction's own user, never empty (§5): Submit on a
 * blank memo says "Please enter a memo" at the field and sends nothing.
 */
export function MemoSection({ transaction }: MemoSectionProps) {
  const { user } = useViewer();
  const headingId = useId();
  const saved = transaction.memo_response?.reason ?? '';
  const save = useSaveMemo(transaction);
  const form = useSchemaForm(memoSchema, { defaultValues: { reason: saved } });
  const mayWrite = mayChangeMemoAndReceipt(user, transaction);
  const draftOwner = { userId: user.id, transactionId: transaction.id };
  // A memo whose save met the end of the session comes back, unsaved (so closing asks before dropping it).
  const [draft] = useState(() => (mayWrite ? readMemoDraft(draftOwner) : undefined));
  useEffect(() => {
    if (draft === undefined) return;
    form.setValue('reason', draft, { shouldDirty: true });
    forgetMemoDraft({ userId: user.id, transactionId: transaction.id });
  }, [draft, form, user.id, transaction.id]);
  const submit = useFormSubmit(form, async ({ reason }) => {
    keepMemoDraft(draftOwner, reason);
    const outcome = await save.run(reason);
    // A second press while the first is on its way, or a save the session ended under: the draft stays.
    if (outcome.status === 'ignored') return outcome;
    if (outcome.status === 'failed' && sessionEndedUnder(outcome.error)) return outcome;
    forgetMemoDraft(draftOwner);
    // What was saved is no longer an unsaved change (an update keeps this form mounted).
    if (outcome.status === 'done') form.reset({ reason });
    return outcome;
  });
  useReportUnsavedChanges(mayWrite && form.formState.isDirty);

  if (!mayWrite) {
    return (
      <Section aria-labelledby={headingId}>
        <h3 id={headingId}>{MEMO}</h3>
        <p>{saved || 'No memo'}</p>
      </Section>
    );
  }
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{MEMO}</h3>
      <Form noValidate onSubmit={submit}>
        <FormTextArea control={form.control} name="reason" label={MEMO} />
        <Button type="submit" isPending={save.pending}>
          {transaction.memo_response ? UPDATE_MEMO : SUBMIT_MEMO}
        </Button>
      </Form>
    </Section>
  );
}
