import { useMemo, useState } from 'react';
import { Button, DataGrid, EmptyState, SearchField, Switch, downloadCsv, toCsv } from 'spend-ui';
import { can } from '../access/index.js';
import { useViewer } from '../session/Viewer.js';
import { useCardSearch, useCards, useSetCardStatus } from './api.js';
import { DomainPage, QueryFailure, useClientPage } from '../page/index.js';
import { useSettledText } from '../page/useSettledText.js';
import { Toolbar } from '../page/DomainPage.styles.js';
import { cardColumns, cardExportColumns } from './cardColumns.js';
import { CardDrawer } from './CardDrawer.js';
import { CreateCardDrawer } from './CreateCardDrawer.js';
import {
  ADD_CARD,
  CARD_SEARCH_FAILED,
  CARDS_LOAD_FAILED,
  CARDS_TITLE,
  NO_CARDS,
  SEARCH_CARDS,
  SHOW_NON_ACTIVE_CARDS,
} from './messages.js';
import { CARDS_GRID_HEIGHT, CARDS_PAGE_SIZE, cardStatus, type Card } from './model.js';

type DrawerState = { kind: 'details'; cardId: number } | { kind: 'create' } | null;

/** /cards: the cards grid with search, the non-active filter, CSV export, status toggles and the drawers. */
export function CardsPage() {
  const { user } = useViewer();
  const [showNonActive, setShowNonActive] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useSettledText(searchText).trim();
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const list = useCards(user, showNonActive);
  const found = useCardSearch(user, search);
  const setStatus = useSetCardStatus();
  const mayToggle = can(user, 'cards.toggle-status');

  const searching = search !== '';
  const rows = useMemo<Card[]>(() => {
    if (!searching) return list.data?.card ?? [];
    const cards = (found.data ?? []).map((entry) => entry.card_details);
    return showNonActive ? cards : cards.filter((card) => cardStatus(card) === 'Active');
  }, [searching, list.data, found.data, showNonActive]);
  const shownQuery = searching ? found : list;
  // Back to the first page whenever what the grid shows changes.
  const shown = useClientPage(rows, { pageSize: CARDS_PAGE_SIZE, resetKey: `${search}|${showNonActive}` });

  const columns = cardColumns(
    mayToggle
      ? {
          isPending: setStatus.isPending,
          onChange: (card, active) => void setStatus.run(card.id, active),
        }
      : undefined,
  );

  return (
    <DomainPage
      title={CARDS_TITLE}
      actions={can(user, 'cards.create') && <Button onPress={() => setDrawer({ kind: 'create' })}>{ADD_CARD}</Button>}
    >
      <QueryFailure query={shownQuery} failure={searching ? CARD_SEARCH_FAILED : CARDS_LOAD_FAILED} />
      <DataGrid
        aria-label={CARDS_TITLE}
        columns={columns}
        rows={shown.rows}
        getRowId={(card) => card.id}
        height={CARDS_GRID_HEIGHT}
        isLoading={shownQuery.isLoading}
        onRowAction={(card) => setDrawer({ kind: 'details', cardId: card.id })}
        emptyState={<EmptyState title={NO_CARDS} headingLevel={2} />}
        pagination={shown.pagination}
        toolbar={
          <Toolbar>
            <SearchField label={SEARCH_CARDS} value={searchText} onChange={setSearchText} />
            <Switch isSelected={showNonActive} onChange={setShowNonActive}>
              {SHOW_NON_ACTIVE_CARDS}
            </Switch>
            <Button
              variant="secondary"
              isDisabled={rows.length === 0}
              onPress={() => downloadCsv('cards.csv', toCsv(cardExportColumns(), rows))}
            >
              Export CSV
            </Button>
          </Toolbar>
        }
      />
      {drawer?.kind === 'details' && <CardDrawer cardId={drawer.cardId} onClose={() => setDrawer(null)} />}
      {drawer?.kind === 'create' && <CreateCardDrawer onClose={() => setDrawer(null)} />}
    </DomainPage>
  );
}
