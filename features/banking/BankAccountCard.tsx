import { useId, useState } from 'react';
import { ActionBar, AlertDialog, Badge, Button, Heading, Inline, StatusChip, Surface, Text } from 'spend-ui';
import {
  ACCOUNT_UNDER_VERIFICATION,
  DELETE_ACCOUNT,
  DELETE_CONFIRM_TITLE,
  MAKE_PRIMARY,
  PRIMARY,
  VERIFIED,
  accountLabel,
  deleteConfirmText,
} from './messages.js';
import { offersAccountActions, type BankAccount } from './model.js';
import { BankLogo } from './BankLogo.js';

export interface BankAccountCardProps {
  account: BankAccount;
  /** Make primary pressed (non-default accounts only). */
  onMakePrimary: (account: BankAccount) => void;
  /** Delete confirmed (non-default accounts only). */
  onDelete: (account: BankAccount) => void;
  /** An action on this account is running. */
  isBusy?: boolean;
}

/** The name an account goes by: its nickname, else the institution's name. */
export function accountName(account: BankAccount): string {
  return account.nickname?.trim() || account.institute_name?.trim() || `Account ${account.id}`;
}

/**
 * One linked account (§2): nickname, institution name and logo, account details, status ("Account
 * under verification" while unverified) and the primary badge; a non-default account offers make
 * primary and delete (after a confirmation).
 */
export function BankAccountCard({ account, onMakePrimary, onDelete, isBusy = false }: BankAccountCardProps) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const name = accountName(account);
  const details = account.institution_details;
  return (
    <Surface as="article" gap="sm" fillHeight border shadow="sm" aria-labelledby={titleId}>
      <Inline align="center" gap="md" wrap={false}>
        <BankLogo name={account.institute_name} logo={account.institution_logo} />
        <div>
          <Heading level={3} tone="default" id={titleId}>
            {name}
          </Heading>
          <Text size="sm" tone="muted">
            {account.institute_name}
          </Text>
        </div>
      </Inline>
      {details && (
        <Text size="sm" tone="muted">
          {accountLabel({
            institution: details.institution ?? '—',
            branch: details.branch ?? '—',
            account: details.account ?? '—',
          })}
        </Text>
      )}
      <Inline gap="xs">
        {account.default && <Badge tone="primary">{PRIMARY}</Badge>}
        {account.verified ? (
          <StatusChip tone="success">{VERIFIED}</StatusChip>
        ) : (
          <StatusChip tone="warning">{ACCOUNT_UNDER_VERIFICATION}</StatusChip>
        )}
      </Inline>
      {offersAccountActions(account) && (
        <ActionBar>
          <Button variant="secondary" size="sm" isPending={isBusy} onPress={() => onMakePrimary(account)}>
            {MAKE_PRIMARY}
          </Button>
          <Button variant="ghost" size="sm" isDisabled={isBusy} onPress={() => setConfirming(true)}>
            {DELETE_ACCOUNT}
          </Button>
        </ActionBar>
      )}
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={DELETE_CONFIRM_TITLE}
        confirmLabel={DELETE_ACCOUNT}
        variant="destructive"
        onConfirm={() => onDelete(account)}
      >
        {deleteConfirmText(name)}
      </AlertDialog>
    </Surface>
  );
}
