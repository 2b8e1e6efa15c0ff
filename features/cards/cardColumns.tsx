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

/** The cards grid's columns; the Status column is a switch when `toggle` is given, text otherwise. */
export function cardColumns(toggle: StatusToggle | undefined): Column<Card>[] {
  return [
    { key: 'card_name', header: 'Card Name', minWidth: 160 },
    {
      key: 'holder',
      header: 'Card Holder Name',
      minWidth: 160,
      render: (card) => card.user.name,
      csvValue: (card) => card.user.name,
    },
    {
      key: 'type',
      header: 'Card Type',
      width: 150,
      render: (card) => usageLabel(card.single_use),
      csvValue: (card) => usageLabel(card.single_use),
    },
    {
      key: 'limit',
      header: 'Card Limit',
      width: 130,
      align: 'end',
      render: (card) => formatMoney(card.card_limit.transaction_dollar_limit, card.currency_type),
      csvValue: (card) => exportAmount(card.card_limit.transaction_dollar_limit),
    },
    { key: 'currency_type', header: 'Currency', width: 90 },
    {
      key: 'cycle',
      header: 'Cycle Type',
      width: 120,
      render: (card) => (card.single_use ? CARD_NOT_APPLICABLE : cycleTypeLabel(card.cycle_type)),
      csvValue: (card) => (card.single_use ? CARD_NOT_APPLICABLE : cycleTypeLabel(card.cycle_type)),
    },
    {
      key: 'available',
      header: 'Available Balance',
      width: 150,
      align: 'end',
      render: (card) => formatMoney(card.balance?.available_balance, card.currency_type),
      csvValue: (card) => exportAmount(card.balance?.available_balance),
    },
    {
      key: 'created',
      header: 'Created',
      width: 110,
      render: (card) => formatDay(card.created_at),
      csvValue: (card) => formatDay(card.created_at),
    },
    {
      key: 'status',
      header: 'Status',
      width: 140,
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
