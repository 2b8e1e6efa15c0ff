import { Switch, type Column } from 'spend-ui';
import { formatDay, formatMoney } from '../format/index.js';
import { exportAmount } from '../format/money.js';
import { CARD_NOT_APPLICABLE } from './messages.js';
import { cardStatus, cycleTypeLabel, usageLabel, type Card } from './model.js';

export interface StatusToggle {
  /** Blocks (`active` false) or activates (`active` true) the card. */
  onChange: (card: Card, active: boolean) => void;
  /** Whether this card's change is being sent (its switch is disabled meanwhile). */
  isPending: (cardId: number) => boolean;
}

const currencyColumn: Column<Card> = { key: 'currency_type', header: 'Currency' };
const createdColumn: Column<Card> = {
  key: 'created',
  header: 'Created',
  csvValue: (card) => formatDay(card.created_at),
};

/**
 * The cards grid's columns; the Status column is a switch when `toggle` is given, text otherwise. Minimum
 * widths follow their content (money and chips never cut, names in full on hover) and together fit the
 * content width at 1280 px, Status included: the currency shows in each amount (CA$, $), and the currency
 * and creation day are in the drawer and the export (`cardExportColumns`).
 */
export function cardColumns(toggle: StatusToggle | undefined): Column<Card>[] {
  return [
    { key: 'card_name', header: 'Card Name', minWidth: 130 },
    {
      key: 'holder',
      header: 'Card Holder Name',
      minWidth: 150,
      render: (card) => card.user.name,
      csvValue: (card) => card.user.name,
    },
    {
      key: 'type',
      header: 'Card Type',
      minWidth: 152,
      render: (card) => usageLabel(card.single_use),
      csvValue: (card) => usageLabel(card.single_use),
    },
    {
      key: 'limit',
      header: 'Card Limit',
      minWidth: 134,
      align: 'end',
      render: (card) => formatMoney(card.card_limit.transaction_dollar_limit, card.currency_type),
      csvValue: (card) => exportAmount(card.card_limit.transaction_dollar_limit),
    },
    {
      key: 'cycle',
      header: 'Cycle Type',
      minWidth: 112,
      render: (card) => (card.single_use ? CARD_NOT_APPLICABLE : cycleTypeLabel(card.cycle_type)),
      csvValue: (card) => (card.single_use ? CARD_NOT_APPLICABLE : cycleTypeLabel(card.cycle_type)),
    },
    {
      key: 'available',
      header: 'Available Balance',
      minWidth: 150,
      align: 'end',
      render: (card) => formatMoney(card.balance?.available_balance, card.currency_type),
      csvValue: (card) => exportAmount(card.balance?.available_balance),
    },
    {
      key: 'status',
      header: 'Status',
      minWidth: 140,
      csvValue: (card) => cardStatus(card),
      ...(toggle
        ? {
            cellAction: 'none' as const,
            render: (card: Card) => (
              <Switch
                isSelected={!card.blocked}
                isDisabled={toggle.isPending(card.id)}
                onChange={(active) => toggle.onChange(card, active)}
              >
                {cardStatus(card)}
              </Switch>
            ),
          }
        : { render: (card: Card) => cardStatus(card) }),
    },
  ];
}

/** What Export CSV writes: the grid's columns, then the currency and the creation day. */
export function cardExportColumns(): Column<Card>[] {
  const [name, holder, type, limit, ...rest] = cardColumns(undefined);
  return [name, holder, type, limit, currencyColumn, ...rest, createdColumn].filter(
    (column): column is Column<Card> => column !== undefined,
  );
}
