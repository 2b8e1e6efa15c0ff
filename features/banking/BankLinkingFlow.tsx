import { useEffect, useId, useRef, useState } from 'react';
import { Button, Inline, Stack, Surface } from 'spend-ui';
import { useAutomaticLinkSteps, useLinkAutomatically, useLinkedBankAccounts, useSetDefaultBank } from './api.js';
import { BankLinkPickerSlot, useHasBankLinkPicker } from './BankLinkPicker.js';
import { ChoosePrimaryAccountDialog } from './ChoosePrimaryAccountDialog.js';
import { ManualBankDrawer } from './ManualBankDrawer.js';
import { LINK_AUTOMATICALLY, LINK_CHOICE_LABEL, LINK_MANUALLY, MAX_ACCOUNTS_HINT } from './messages.js';
import { mayLinkAnother, type BankAccount, type LinkedAccounts } from './model.js';

export interface BankLinkingFlowProps {
  /** Called once an account is linked (the onboarding gate moves on; a page may navigate). */
  onLinked?: (account: BankAccount) => void;
}

/** Where the flow stands: the choice (step 1), the picker, the primary choice, or the manual drawer (step 2). */
type FlowState =
  | { step: 'choice' }
  | { step: 'picker'; linkToken: string }
  | { step: 'primary'; linked: LinkedAccounts }
  | { step: 'manual' };

/**
 * The linking flow (§2, §4): step 1 the choice, automatic or manual. Automatic: POST
 * /bank/create-link-token, the provider's account picker (`BankLinkPickerProvider`), the accounts of
 * the chosen institution, "Choose your primary account", the link, then that account as the default.
 * Manual: the manual bank form in a drawer. Automatic linking is offered only where a picker is set
 * (without one there is nothing to open: the button could only fail). At 3 accounts both are disabled
 * and the hint says why, as text next to them (a disabled button cannot be focused to show a tooltip).
 */
export function BankLinkingFlow({ onLinked }: BankLinkingFlowProps) {
  const hintId = useId();
  const offersAutomatic = useHasBankLinkPicker();
  const [state, setState] = useState<FlowState>({ step: 'choice' });
  const { accounts: linkedAccounts, isLoading } = useLinkedBankAccounts();
  const steps = useAutomaticLinkSteps();
  const setDefault = useSetDefaultBank();
  const linkAutomatically = useLinkAutomatically();
  const atMaximum = linkedAccounts !== undefined && !mayLinkAnother(linkedAccounts.length);
  const disabled = isLoading || atMaximum;

  // Back at the choice after a picker, dialog or drawer closed (cancelled, escaped or linked): focus goes to
  // the button that opened it, not to wherever the closing overlay's own restore happens to land (<body>
  // when the opener was pending as the overlay opened); at 3 accounts, both disabled, to the hint saying why.
  const automaticButton = useRef<HTMLButtonElement>(null);
  const manualButton = useRef<HTMLButtonElement>(null);
  const hint = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(state.step);
  useEffect(() => {
    const closed = shownStep.current;
    shownStep.current = state.step;
    if (state.step !== 'choice' || closed === 'choice') return;
    const opener = closed === 'manual' ? manualButton.current : automaticButton.current;
    if (opener && !opener.disabled) opener.focus();
    else hint.current?.focus();
  }, [state.step]);

  const finish = (account: BankAccount) => {
    setState({ step: 'choice' });
    onLinked?.(account);
  };

  const startAutomatic = async () => {
    const outcome = await steps.linkToken.run();
    if (outcome.status === 'done') setState({ step: 'picker', linkToken: outcome.value });
  };

  const picked = async (selection: Parameters<typeof steps.accounts.run>[0]) => {
    setState({ step: 'choice' });
    const outcome = await steps.accounts.run(selection);
    if (outcome.status === 'done') setState({ step: 'primary', linked: outcome.value });
  };

  const linkChosen = async (linked: LinkedAccounts, accountId: string) => {
    const outcome = await linkAutomatically.run({
      public_token: linked.public_token,
      institute_name: linked.institute_name,
      institute_id: linked.institute_id,
      account: accountId,
    });
    if (outcome.status !== 'done') return;
    const account = outcome.value;
    // The chosen account is the primary one: the company's first is already; otherwise set it.
    if (!account.default) await setDefault.run(account.id);
    finish(account);
  };

  return (
    <Stack gap="lg">
      {atMaximum && (
        <Surface as="p" padding={['sm', 'md']} radius="md" background="info" id={hintId} ref={hint} tabIndex={-1}>
          {MAX_ACCOUNTS_HINT}
        </Surface>
      )}
      <Inline role="group" aria-label={LINK_CHOICE_LABEL}>
        {offersAutomatic && (
          <Button
            ref={automaticButton}
            isDisabled={disabled}
            isPending={steps.linkToken.pending || steps.accounts.pending}
            aria-describedby={atMaximum ? hintId : undefined}
            onPress={() => void startAutomatic()}
          >
            {LINK_AUTOMATICALLY}
          </Button>
        )}
        <Button
          ref={manualButton}
          variant="secondary"
          isDisabled={disabled}
          aria-describedby={atMaximum ? hintId : undefined}
          onPress={() => setState({ step: 'manual' })}
        >
          {LINK_MANUALLY}
        </Button>
      </Inline>
      {state.step === 'picker' && (
        <BankLinkPickerSlot
          linkToken={state.linkToken}
          onSuccess={(selection) => void picked(selection)}
          onExit={() => setState({ step: 'choice' })}
        />
      )}
      {state.step === 'primary' && (
        <ChoosePrimaryAccountDialog
          linked={state.linked}
          isPending={linkAutomatically.pending || setDefault.pending}
          onChoose={(accountId) => void linkChosen(state.linked, accountId)}
          onCancel={() => setState({ step: 'choice' })}
        />
      )}
      {state.step === 'manual' && <ManualBankDrawer onLinked={finish} onClose={() => setState({ step: 'choice' })} />}
    </Stack>
  );
}
