import type { ReactNode } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { EmptyState, Heading, Skeleton, Surface, Tabs, Text } from 'spend-ui';
import { ApiError } from '../api/index.js';
import { formatMoney } from '../format/index.js';
import { useRouteParam, useSearchParam } from '../navigation/NavigationProvider.js';
import { DomainPage, QueryState } from '../page/index.js';
import { ActivityTab } from './ActivityTab.js';
import { AddMoneyTab } from './AddMoneyTab.js';
import { useBalance } from './api.js';
import { ConvertTab } from './ConvertTab.js';
import {
  ACCOUNT_NOT_FOUND,
  AVAILABLE_BALANCE,
  BALANCE_LOAD_FAILED,
  LOADING_BALANCE,
  TAB_ACTIVITY,
  TAB_ADD_MONEY,
  TAB_CONVERT,
  TAB_STATEMENT,
  accountTitle,
} from './messages.js';
import { accountCurrencyOf, accountTabOf, accountTabTiles, type AccountTab } from './model.js';
import { StatementTab } from './StatementTab.js';

const TAB_TITLES: Record<AccountTab, string> = {
  activity: TAB_ACTIVITY,
  'add-money': TAB_ADD_MONEY,
  convert: TAB_CONVERT,
  statement: TAB_STATEMENT,
};

export interface AccountPageProps {
  /** Today in UTC, the activity's day, for the statement form (stories and tests fix it); default the real today. */
  today?: CalendarDate;
  /**
   * Extra content at the end of an account's Add money tab (the app's own, e.g. its demo's stand-in for
   * an incoming transfer); its headings, if any, start at level 3.
   */
  addMoneyExtra?: (currency: string) => ReactNode;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The account page, /accounts/:currency (accounts-payments-recipients.md §2; roles 1 and 2): "{currency}
 * Account", the available balance and the tabs Activity, Add money (USD only), Statement — and Convert,
 * whose tile is hidden as the spec says but which `?tab=convert` opens. An account the company does not
 * hold says so.
 */
export function AccountPage({ today, addMoneyExtra }: AccountPageProps) {
  const param = useRouteParam('currency');
  const currency = accountCurrencyOf(param);
  const balance = useBalance(currency);
  const [tabParam, setTab] = useSearchParam('tab');
  const shownCurrency = currency ?? param?.toUpperCase() ?? '';

  if (!currency || isNotFound(balance.error)) {
    return (
      <DomainPage title={accountTitle(shownCurrency)}>
        <EmptyState title={ACCOUNT_NOT_FOUND(shownCurrency)} headingLevel={2} />
      </DomainPage>
    );
  }

  const selected = accountTabOf(tabParam, currency);
  const tiles = accountTabTiles(currency);
  const tabs = selected === 'convert' && !tiles.includes('convert') ? [...tiles, 'convert' as const] : tiles;
  const content: Record<AccountTab, ReactNode> = {
    activity: <ActivityTab currency={currency} />,
    'add-money': <AddMoneyTab currency={currency}>{addMoneyExtra?.(currency)}</AddMoneyTab>,
    convert: <ConvertTab currency={currency} />,
    statement: <StatementTab currency={currency} today={today} />,
  };

  return (
    <DomainPage title={accountTitle(currency)}>
      <Surface as="section" gap="sm" shadow="sm" aria-label={AVAILABLE_BALANCE}>
        <Heading level={2} size="md">
          {AVAILABLE_BALANCE}
        </Heading>
        <QueryState
          query={balance}
          failure={BALANCE_LOAD_FAILED}
          loading={<Skeleton shape="text" width={160} label={LOADING_BALANCE} />}
        >
          {(answer) => (
            <Text size="xl" weight="bold">
              {formatMoney(answer.amount, currency)}
            </Text>
          )}
        </QueryState>
      </Surface>
      <Tabs
        aria-label={accountTitle(currency)}
        selectedKey={selected}
        onSelectionChange={(key) => setTab(String(key))}
        items={tabs.map((tab) => ({ key: tab, title: TAB_TITLES[tab], content: content[tab] }))}
      />
    </DomainPage>
  );
}
