import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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

/** An action of a linked account's card. */
export type BankAccountAction = 'make-primary' | 'delete';

export interface BankAccountCardProps {
  account: BankAccount;
  /** Make primary pressed (non-default accounts only). */
  onMakePrimary: (account: BankAccount) => void;
  /** Delete confirmed (non-default accounts only). */
  onDelete: (account: BankAccount) => void;
  /** An action runs (on this account or another): the buttons of the actions not running are disabled. */
  isBusy?: boolean;
  /** The action on this account that is running: its button shows it pending and keeps focus. */
  pendingAction?: BankAccountAction;
  /**
   * Called when the account's buttons leave while one of them has focus (the account became primary, or
   * it was deleted), before they are taken out: the caller moves focus somewhere that stays, or it would
   * fall to the page.
   */
  onActionsLeaveWithFocus?: () => void;
}

/** The account's buttons: tells `onLeaveWithFocus` when they go while one of them has focus. */
function AccountActions({ children, onLeaveWithFocus }: { children: ReactNode; onLeaveWithFocus?: () => void }) {
  const bar = useRef<HTMLDivElement>(null);
  const leaveWithFocus = useRef(onLeaveWithFocus);
  useLayoutEffect(() => {
    leaveWithFocus.current = onLeaveWithFocus;
  });
  // A layout effect's cleanup runs while the buttons are still in the document, before React takes them out.
  useLayoutEffect(() => {
    const element = bar.current;
    return () => {
      if (element?.contains(document.activeElement)) leaveWithFocus.current?.();
    };
  }, []);
  return <ActionBar ref={bar}>{children}</ActionBar>;
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
export function BankAccountCard({
  account,
  onMakePrimary,
  onDelete,
  isBusy = false,
  pendingAction,
  onActionsLeaveWithFocus,
}: BankAccountCardProps) {
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
        <AccountActions onLeaveWithFocus={onActionsLeaveWithFocus}>
          {/* The running action's button stays focusable (pending, not disabled): the confirmation gives
              focus back to Delete as it closes, and a disabled button would drop it to the page. */}
          <Button
            variant="secondary"
            size="sm"
            isPending={pendingAction === 'make-primary'}
            isDisabled={isBusy && pendingAction !== 'make-primary'}
            onPress={() => onMakePrimary(account)}
          >
            {MAKE_PRIMARY}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            isPending={pendingAction === 'delete'}
            isDisabled={isBusy && pendingAction !== 'delete'}
            onPress={() => setConfirming(true)}
          >
            {DELETE_ACCOUNT}
          </Button>
        </AccountActions>
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
