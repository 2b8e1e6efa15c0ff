import { useState } from 'react';
import { z } from 'zod/mini';
import { Button, Dialog, InlineAlert, RadioTiles, Skeleton, Stack } from 'spend-ui';
import { useApiAction, useApiQuery, type BankLinkPickerProps } from 'spend-ui/features';
import { checkShape } from '../../features/api/useApiQuery.js';
import { AUTOMATIC_LINK_FAILED } from '../../features/banking/messages.js';
import { BankLogo } from '../../features/banking/BankLogo.js';

const PROVIDER = '/bank/demo-provider';

const institutionsSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    logo: z.nullish(z.string()),
    accounts: z.array(z.object({ id: z.string(), name: z.string(), type: z.string(), mask: z.string() })),
  }),
);

const connectedSchema = z.object({ public_token: z.string(), institute_id: z.string(), institute_name: z.string() });

export const DEMO_PICKER_TITLE = 'Connect your bank (demo)';
const DEMO_PICKER_NOTE =
  'This demo stands in for the bank-connection provider: choose an institution, and its accounts are shared with the product.';

/**
 * The demo backend's built-in account picker: the institutions of the demo provider and their
 * accounts; Continue exchanges the link token for a public token. The host supplies it through
 * `BankLinkPickerProvider` in demo mode only; a deployment supplies its provider's SDK instead.
 */
export function DemoBankLinkPicker({ linkToken, onSuccess, onExit }: BankLinkPickerProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const institutions = useApiQuery(
    `${PROVIDER}/institutions`,
    { link_token: linkToken },
    { schema: institutionsSchema },
  );
  const connect = useApiAction(
    async (client, instituteId: string) =>
      checkShape(
        await client.post<unknown>(`${PROVIDER}/connect`, { link_token: linkToken, institute_id: instituteId }),
        connectedSchema,
        `${PROVIDER}/connect`,
      ),
    { failure: { fallback: AUTOMATIC_LINK_FAILED }, onSuccess },
  );
  const options = (institutions.data ?? []).map((institution) => ({
    value: institution.id,
    title: institution.name,
    icon: <BankLogo name={institution.name} logo={institution.logo} />,
    description: institution.accounts.map((account) => `${account.name} •••• ${account.mask}`).join(', '),
  }));
  return (
    <Dialog
      isOpen
      title={DEMO_PICKER_TITLE}
      onOpenChange={(open) => !open && onExit()}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button isDisabled={!chosen} isPending={connect.pending} onPress={() => chosen && void connect.run(chosen)}>
            Continue
          </Button>
        </>
      )}
    >
      <Stack gap="lg">
        <p>{DEMO_PICKER_NOTE}</p>
        {institutions.isLoading && <Skeleton height={160} />}
        {institutions.error && <InlineAlert tone="danger">{AUTOMATIC_LINK_FAILED}</InlineAlert>}
        {options.length > 0 && <RadioTiles label="Institution" options={options} value={chosen} onChange={setChosen} />}
      </Stack>
    </Dialog>
  );
}
