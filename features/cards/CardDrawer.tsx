import { useState } from 'react';
import { Spinner, Tabs, useToast } from 'spend-ui';
import { can } from '../access/index.js';
import { GuardedDrawer } from '../forms/GuardedDrawer.js';
import { QueryState } from '../page/index.js';
import { useViewer } from '../session/Viewer.js';
import { useRevealedCard } from './api.js';
import { CardDetailsTab } from './CardDetailsTab.js';
import { CardChangeHistory, CardTransactionsHistory } from './CardHistoryTabs.js';
import { EditCardForm } from './EditCardForm.js';
import { CARD_DETAILS, CARD_REVEAL_FAILED, CHANGE_HISTORY, TRANSACTIONS_HISTORY } from './messages.js';
import { editRefusal } from './model.js';

export interface CardDrawerProps {
  cardId: number;
  onClose: () => void;
}

/**
 * Card Details: three tabs (the card face and fields, Change History, Transactions History) and the
 * edit form. The card's secrets are read when the drawer opens and dropped from the cache when it closes.
 */
export function CardDrawer({ cardId, onClose }: CardDrawerProps) {
  const { user } = useViewer();
  const toast = useToast();
  const revealed = useRevealedCard(cardId);
  const card = revealed.data;
  const [mode, setMode] = useState<'details' | 'edit'>('details');
  const [tab, setTab] = useState('details');
  const mayEdit = can(user, 'cards.edit');

  const startEdit = () => {
    if (!card) return;
    const refusal = editRefusal(card);
    if (refusal) toast.show({ tone: 'danger', title: refusal });
    else setMode('edit');
  };

  const content = (
    <QueryState query={revealed} failure={CARD_REVEAL_FAILED} loading={<Spinner label={CARD_DETAILS} />}>
      {(card) =>
        mode === 'edit' ? (
          <EditCardForm card={card} onDone={() => setMode('details')} />
        ) : (
          <Tabs
            aria-label={CARD_DETAILS}
            selectedKey={tab}
            onSelectionChange={(key) => setTab(String(key))}
            items={[
              {
                key: 'details',
                title: CARD_DETAILS,
                content: <CardDetailsTab card={card} onEdit={mayEdit ? startEdit : undefined} />,
              },
              { key: 'history', title: CHANGE_HISTORY, content: <CardChangeHistory history={card.history ?? []} /> },
              {
                key: 'transactions',
                title: TRANSACTIONS_HISTORY,
                content: <CardTransactionsHistory cardId={card.id} currency={card.currency_type} />,
              },
            ]}
          />
        )
      }
    </QueryState>
  );

  return (
    <GuardedDrawer title={CARD_DETAILS} onClose={onClose}>
      {content}
    </GuardedDrawer>
  );
}
