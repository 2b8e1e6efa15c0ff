import { useId, useRef, useState } from 'react';
import { EmptyState, Heading, Skeleton, Stack } from 'spend-ui';
import { QueryState } from '../page/index.js';
import { useDeleteBankAccount, useLinkedBankAccounts, useMakePrimary } from './api.js';
import { BankAccountCard, type BankAccountAction } from './BankAccountCard.js';
import { BankLinkingFlow } from './BankLinkingFlow.js';
import { BankStatementUpload } from './BankStatementUpload.js';
import {
  ACCOUNTS_LOAD_FAILED,
  BANK_ACCOUNT_INTEGRATION,
  LINKED_ACCOUNTS,
  NO_LINKED_ACCOUNTS,
  NO_LINKED_ACCOUNTS_HINT,
} from './messages.js';
import { bankAccountId, type BankAccount } from './model.js';

export interface BankAccountsPanelProps {
  /** The panel's accessible name (a tab panel passes its tab's). Default "Bank Account Integration". */
  'aria-label'?: string;
}

/**
 * The Bank Account Integration tab (§2): the linked accounts as cards, the link buttons (the linking
 * flow, disabled with the hint at 3 accounts), make primary and delete for non-default accounts, and
 * the bank statement upload. The list is read again after every action.
 */
export function BankAccountsPanel({ 'aria-label': label = BANK_ACCOUNT_INTEGRATION }: BankAccountsPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const linked = useLinkedBankAccounts();
  const makePrimary = useMakePrimary();
  const remove = useDeleteBankAccount();
  const actions = { 'make-primary': makePrimary, delete: remove };
  const [running, setRunning] = useState<{ id: number; action: BankAccountAction } | null>(null);
  const busy = makePrimary.pending || remove.pending;
  const pendingActionOf = (account: BankAccount) =>
    running && running.id === bankAccountId(account.id) && actions[running.action].pending ? running.action : undefined;

  const act = (action: BankAccountAction, account: BankAccount) => {
    const id = bankAccountId(account.id);
    if (id === undefined) return;
    setRunning({ id, action });
    void actions[action].run(id);
  };

  return (
    <Stack gap="lg" as="section" aria-label={label}>
      <BankLinkingFlow />
      <Stack gap="lg" as="section" aria-labelledby={headingId}>
        <Heading level={2} tone="default" id={headingId} ref={heading} tabIndex={-1}>
          {LINKED_ACCOUNTS}
        </Heading>
        <QueryState
          query={linked}
          failure={ACCOUNTS_LOAD_FAILED}
          loading={<Skeleton lines={3} label="Loading linked accounts" />}
          isEmpty={({ banks }) => banks.length === 0}
          empty={<EmptyState title={NO_LINKED_ACCOUNTS} description={NO_LINKED_ACCOUNTS_HINT} headingLevel={3} />}
        >
          {({ banks: accounts }) => (
            <Stack as="ul" gap="lg" minColumnWidth="280px" emptyColumns="keep">
              {accounts.map((account) => (
                <li key={account.id}>
                  <BankAccountCard
                    account={account}
                    isBusy={busy}
                    pendingAction={pendingActionOf(account)}
                    onMakePrimary={(chosen) => act('make-primary', chosen)}
                    onDelete={(chosen) => act('delete', chosen)}
                    // The pressed button leaves with the action (a primary account has none; a deleted one is
                    // gone): focus goes to the list's heading, in the commit that takes the button out.
                    onActionsLeaveWithFocus={() => heading.current?.focus()}
                  />
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
      <BankStatementUpload />
    </Stack>
  );
}
