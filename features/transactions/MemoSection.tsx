import { useId, useState } from 'react';
import { Button, TextArea } from 'spend-ui';
import { mayChangeMemoAndReceipt } from '../access/index.js';
import { useViewer } from '../session/Viewer.js';
import { useSaveMemo } from './api.js';
import { MEMO, SUBMIT_MEMO, UPDATE_MEMO } from './messages.js';
import { memoSchema, type Transaction } from './model.js';
import { Form, Section } from './TransactionsPage.styles.js';

export interface MemoSectionProps {
  transaction: Transaction;
}

/** The memo: written (created or updated) only by the transaction's own user, never empty (§5). */
export function MemoSection({ transaction }: MemoSectionProps) {
  const { user } = useViewer();
  const headingId = useId();
  const saved = transaction.memo_response?.reason ?? '';
  const [reason, setReason] = useState(saved);
  const save = useSaveMemo(transaction);
  const mayWrite = mayChangeMemoAndReceipt(user, transaction);
  const valid = memoSchema.safeParse({ reason }).success;

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
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) void save.run(reason);
        }}
      >
        <TextArea label={MEMO} value={reason} onChange={setReason} />
        <Button type="submit" isDisabled={!valid} isPending={save.pending}>
          {transaction.memo_response ? UPDATE_MEMO : SUBMIT_MEMO}
        </Button>
      </Form>
    </Section>
  );
}
