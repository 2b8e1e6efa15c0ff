import { useState } from 'react';
import { Button, Dialog, Inline, RadioTiles, Stack, Text } from 'spend-ui';
import { CHOOSE_PRIMARY_ACCOUNT, LINK_ACCOUNT } from './messages.js';
import { providerAccountLabel, type LinkedAccounts } from './model.js';
import { BankLogo } from './BankLogo.js';

export interface ChoosePrimaryAccountDialogProps {
  linked: LinkedAccounts;
  /** Links the chosen account (provider account id). */
  onChoose: (accountId: string) => void;
  onCancel: () => void;
  isPending: boolean;
}

/** After the picker: "Choose your primary account" among the accounts of the chosen institution (§2). */
export function ChoosePrimaryAccountDialog({ linked, onChoose, onCancel, isPending }: ChoosePrimaryAccountDialogProps) {
  const [chosen, setChosen] = useState<string | null>(
    linked.accounts.length === 1 ? (linked.accounts[0]?.id ?? null) : null,
  );
  return (
    <Dialog
      isOpen
      title={CHOOSE_PRIMARY_ACCOUNT}
      onOpenChange={(open) => !open && onCancel()}
      isDismissable={!isPending}
      actions={(close) => (
        <>
          <Button variant="secondary" isDisabled={isPending} onPress={close}>
            Cancel
          </Button>
          <Button isDisabled={!chosen} isPending={isPending} onPress={() => chosen && onChoose(chosen)}>
            {LINK_ACCOUNT}
          </Button>
        </>
      )}
    >
      <Stack gap="lg">
        <Inline align="center" gap="md" wrap={false}>
          <BankLogo name={linked.institute_name} logo={linked.institute_logo} />
          <Text size="sm" tone="muted">
            {linked.institute_name}
          </Text>
        </Inline>
        <RadioTiles
          label="Accounts"
          options={linked.accounts.map((account) => ({ value: account.id, title: providerAccountLabel(account) }))}
          value={chosen}
          onChange={setChosen}
        />
      </Stack>
    </Dialog>
  );
}
