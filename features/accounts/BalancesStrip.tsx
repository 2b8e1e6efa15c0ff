import { CountryFlag, Skeleton, Tile, Stack } from 'spend-ui';
import { formatMoney } from '../format/index.js';
import { QueryState } from '../page/index.js';
import { useBalances } from './api.js';
import { BALANCES, BALANCES_LOAD_FAILED, LOADING_BALANCES } from './messages.js';
import { balanceCards } from './model.js';

/**
 * The balances strip (accounts-payments-recipients.md §2; spec README ruling "Balances strip links"):
 * one card per currency — flag, currency name, amount — each a link to its account page. For roles 1
 * and 2 (the page that places it asks `can(user, 'balances.view')`).
 */
export function BalancesStrip() {
  const balances = useBalances();
  return (
    <QueryState
      query={balances}
      failure={BALANCES_LOAD_FAILED}
      loading={<Skeleton shape="rect" height={72} label={LOADING_BALANCES} />}
    >
      {(list) => (
        <Stack as="ul" gap="sm" minColumnWidth="168px" emptyColumns="keep" aria-label={BALANCES}>
          {balanceCards(list).map((card) => (
            <li key={card.currency.code}>
              <Tile
                href={card.href}
                icon={card.currency.countryCode ? <CountryFlag regionCode={card.currency.countryCode} /> : undefined}
                title={card.currency.name}
                description={formatMoney(card.amount, card.currency.code)}
              />
            </li>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
