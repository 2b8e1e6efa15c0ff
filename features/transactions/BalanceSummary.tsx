import { Link, ProgressBar, Skeleton } from 'spend-ui';
import { can } from '../access/index.js';
import { formatMoney } from '../format/index.js';
import { useViewer } from '../session/Viewer.js';
import {
  AMOUNT_SPENT,
  CASHBACK,
  CURRENT_BALANCE,
  LOADING_BALANCES,
  REDEEM,
  REDEEM_HREF,
  SPEND_OF_LIMIT,
  TOTAL_LIMIT,
} from './messages.js';
import { balanceCardKeys, balanceCards, spendPercent, type BalanceCard, type Balances } from './model.js';
import { CardsRow, SummaryCard } from './TransactionsPage.styles.js';

const LABELS: Record<BalanceCard['key'], string> = {
  amount_spent: AMOUNT_SPENT,
  available_balance: CURRENT_BALANCE,
  total_balance: TOTAL_LIMIT,
  cashback: CASHBACK,
};

export interface BalanceSummaryProps {
  balances: Balances | null | undefined;
  cashback: number | null | undefined;
  loading: boolean;
}

/**
 * The balance cards of the range and scope (amount spent, current balance, total limit, cashback, as
 * the company's beta features allow), the spend bar capped at 100 %, and Redeem for who may redeem.
 */
export function BalanceSummary({ balances, cashback, loading }: BalanceSummaryProps) {
  const { user } = useViewer();
  if (!balances) {
    return loading ? <BalanceSummaryPlaceholder /> : null;
  }
  const cards = balanceCards(balances, cashback ?? 0, user);
  const showLimit = cards.some((card) => card.key === 'total_balance');
  return (
    <section aria-label="Balances">
      <CardsRow as="dl">
        {cards.map((card) => (
          <SummaryCard key={card.key}>
            <dt>{LABELS[card.key]}</dt>
            <dd>{formatMoney(card.value)}</dd>
            {card.key === 'cashback' && can(user, 'cashback.redeem') && (
              <dd>
                <Link href={REDEEM_HREF}>{REDEEM}</Link>
              </dd>
            )}
          </SummaryCard>
        ))}
      </CardsRow>
      {showLimit && (
        <ProgressBar
          label={SPEND_OF_LIMIT}
          value={spendPercent(balances)}
          valueLabel={`${formatMoney(balances.amount_spent)} of ${formatMoney(balances.total_balance)}`}
          showValueLabel
          tone={spendPercent(balances) >= 100 ? 'danger' : 'primary'}
        />
      )}
    </section>
  );
}

/**
 * The balance cards while they load, laid out as they will be (the same cards with their names, a line
 * where each amount comes, the spend bar), so nothing below them moves when the amounts arrive.
 */
function BalanceSummaryPlaceholder() {
  const { user } = useViewer();
  const keys = balanceCardKeys(user);
  return (
    <Skeleton label={LOADING_BALANCES}>
      <div>
        <CardsRow as="dl">
          {keys.map((key) => (
            <SummaryCard key={key}>
              <dt>{LABELS[key]}</dt>
              <dd>
                <Skeleton width="6em" height="1lh" />
              </dd>
              {key === 'cashback' && can(user, 'cashback.redeem') && (
                <dd>
                  <Skeleton width="4em" height="1lh" />
                </dd>
              )}
            </SummaryCard>
          ))}
        </CardsRow>
        {keys.includes('total_balance') && (
          // A blank value label (not none): the amounts' line keeps the bar's header at its loaded height.
          <ProgressBar label={SPEND_OF_LIMIT} value={0} valueLabel={'\u00a0'} showValueLabel />
        )}
      </div>
    </Skeleton>
  );
}
