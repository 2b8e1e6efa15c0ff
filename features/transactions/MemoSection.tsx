import { useId } from 'react';
import { Button } from 'spend-ui';
import { mayChangeMemoAndReceipt } from '../access/scopes.js';
import { FormTextArea } from '../forms/FormTextArea.js';
import { useFormSubmit, useSchemaForm } from '../forms/useFormSubmit.js';
import { useViewer } from '../session/Viewer.js';
import { useSaveMemo } from './api.js';
import { MEMO, SUBMIT_MEMO, UPDATE_MEMO } from './messages.js';
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
  const submit = useFormSubmit(form, ({ reason }) => save.run(reason));
  const mayWrite = mayChangeMemoAndReceipt(user, transaction);

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
