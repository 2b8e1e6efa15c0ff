import { Button, CardFace, DescriptionList, Stack, useToast } from 'spend-ui';
import { formatDay, formatMoney } from '../format/index.js';
import { CARD_COPIED, CARD_NOT_APPLICABLE, CARD_STATUS_ACTIVE } from './messages.js';
import { cardStatus, cycleSchedule, cycleTypeLabel, usageLabel, type RevealedCard } from './model.js';

export interface CardDetailsTabProps {
  card: RevealedCard;
  /** Shown for roles that may edit cards; the drawer decides whether this card may be edited. */
  onEdit?: () => void;
}

function address(card: RevealedCard): string {
  return [
    card.physical_card_address1,
    card.physical_card_address2,
    card.physical_card_city,
    card.physical_card_state,
    card.physical_card_zip,
  ]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

/** The card face (number, MM/YY expiry and CVV with copy buttons) and the card's fields. */
export function CardDetailsTab({ card, onEdit }: CardDetailsTabProps) {
  const toast = useToast();
  const status = cardStatus(card);
  const multiUse = (value: string) => (card.single_use ? CARD_NOT_APPLICABLE : value);
  const money = (amount: number | null | undefined) => formatMoney(amount, card.currency_type);
  const fields: Array<[string, string]> = [
    ['Card Name', card.card_name],
    ['Card Holder Name', card.user.name],
    ['Card Type', usageLabel(card.single_use)],
    ['Status', status],
    ['Card Limit', money(card.card_limit.transaction_dollar_limit)],
    ['Currency', card.currency_type],
    ['Cycle Type', multiUse(`${cycleTypeLabel(card.cycle_type)} (${cycleSchedule(card.cycle_type) ?? ''})`)],
    ['Cycle Rate', multiUse(money(card.card_limit.custom_cycle_rate))],
    ['Amount Spent in Cycle', multiUse(money(card.balance?.amount_spent_in_cycle))],
    ['Available Balance', money(card.balance?.available_balance)],
    ['Amount Spent', money(card.balance?.amount_spent)],
    ['Physical Card', card.physical_card ? 'Yes' : 'No'],
    ...(card.physical_card ? ([['Mailing Address', address(card)]] as Array<[string, string]>) : []),
    ['Created', formatDay(card.card_detail?.date_created ?? card.created_at)],
  ];
  return (
    <Stack gap="xxl">
      <Stack gap="lg">
        <CardFace
          cardName={card.card_name}
          holderName={card.user.name}
          number={card.card_secrets.cardNumber}
          expiry={card.card_secrets.expirationDate}
          cvv={card.card_secrets.cvv}
          brand="mastercard"
          usageLabel={usageLabel(card.single_use)}
          statusLabel={status === CARD_STATUS_ACTIVE ? undefined : status}
          onCopied={() => toast.show({ tone: 'success', title: CARD_COPIED })}
        />
        {onEdit && (
          <div>
            <Button variant="secondary" onPress={onEdit}>
              Edit Card
            </Button>
          </div>
        )}
      </Stack>
      <DescriptionList
        aria-label="Card fields"
        layout="columns"
        termColumn="minmax(140px, max-content)"
        valueColumn="1fr"
        rowGap="sm"
        valueWrap="words"
        items={fields.map(([term, value]) => ({ term, description: value }))}
      />
    </Stack>
  );
}
