import type { ReactNode } from 'react';
import { CopyButton, DescriptionList, Heading, Inline, Skeleton, Stack, Surface } from 'spend-ui';
import { QueryState } from '../page/index.js';
import { useFundingAccounts } from './api.js';
import {
  ACCOUNT_HOLDER,
  BANK_ADDRESS,
  BANK_COUNTRY,
  BANK_NAME,
  FUNDING_LIMIT_TEXT,
  FUNDING_LOAD_FAILED,
  LOADING_ACCOUNT_DETAILS,
  PAYMENT_TYPE,
  accountDetailsTitle,
  copyLabel,
} from './messages.js';
import { TRANSFER_UP_TO_3_WORKING_DAYS } from '../fx/messages.js';
import { codeTypeLabel, fundingAccountsShown, type FundingAccount } from './model.js';

/** A funding account's facts in the order a sender needs them; the numbers carry a copy button. */
function fundingFacts(account: FundingAccount): { term: string; value: string; copy: boolean }[] {
  const facts = [
    { term: ACCOUNT_HOLDER, value: account.account_holder_name, copy: true },
    {
      term: account.account_number_type ? codeTypeLabel(account.account_number_type) : '',
      value: account.account_number,
      copy: true,
    },
    {
      term: account.routing_code_type ? codeTypeLabel(account.routing_code_type) : '',
      value: account.routing_code,
      copy: true,
    },
    { term: BANK_NAME, value: account.bank_name, copy: true },
    { term: BANK_ADDRESS, value: account.bank_address, copy: false },
    { term: BANK_COUNTRY, value: account.bank_country, copy: false },
  ];
  return facts.filter((fact): fact is { term: string; value: string; copy: boolean } => !!fact.term && !!fact.value);
}

/**
 * The Add money tab (§2, §5, §9): "{currency} Account Details", one card per funding account of GET
 * /account/balance-accounts (for USD without the bic_swift routing entries), each number with a copy
 * button, and the funding texts; then the app's extra content, if any.
 */
export function AddMoneyTab({ currency, children }: { currency: string; children?: ReactNode }) {
  const funding = useFundingAccounts(currency);
  return (
    <Stack maxWidth="720px">
      <h2>{accountDetailsTitle(currency)}</h2>
      <p>{FUNDING_LIMIT_TEXT}</p>
      <p>{TRANSFER_UP_TO_3_WORKING_DAYS}</p>
      <QueryState
        query={funding}
        failure={FUNDING_LOAD_FAILED}
        loading={<Skeleton shape="rect" height={160} label={LOADING_ACCOUNT_DETAILS} />}
      >
        {(accounts) => (
          <Stack minColumnWidth="280px" emptyColumns="keep">
            {fundingAccountsShown(accounts, currency).map((account, index) => (
              <Surface
                as="section"
                gap="sm"
                shadow="sm"
                key={`${account.payment_type ?? ''}-${account.routing_code ?? index}`}
              >
                <Heading level={3}>
                  {account.payment_type
                    ? `${PAYMENT_TYPE}: ${codeTypeLabel(account.payment_type)}`
                    : accountDetailsTitle(currency)}
                </Heading>
                <DescriptionList
                  layout="stacked"
                  rowGap="md"
                  valueWeight="medium"
                  items={fundingFacts(account).map((fact) => ({
                    term: fact.term,
                    description: (
                      <Inline as="span" inTextLine align="center" gap="xs" wrap={false}>
                        {fact.value}
                        {fact.copy && (
                          <CopyButton value={fact.value} label={copyLabel(fact.term)} size="sm" variant="ghost" />
                        )}
                      </Inline>
                    ),
                  }))}
                />
              </Surface>
            ))}
          </Stack>
        )}
      </QueryState>
      {children}
    </Stack>
  );
}
