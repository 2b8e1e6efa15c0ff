import { useEffect, useMemo, useState } from 'react';
import { Button, DataGrid, EmptyState, InlineAlert, SearchField, Switch, downloadCsv, toCsv } from 'spend-ui';
import { can } from '../access/index.js';
import { useViewer } from '../session/Viewer.js';
import { useActivateCard, useBlockCard, useCardSearch, useCards } from './api.js';
import { cardColumns } from './cardColumns.js';
import { PageHeader, PageTitle, Toolbar } from './Cards.styles.js';
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

/** Milliseconds the search waits after the last keystroke before asking the server. */
const SEARCH_DELAY_MS = 300;

type DrawerState = { kind: 'details'; cardId: number } | { kind: 'create' } | null;

/** The text typed in the search box, handed on once typing pauses. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** /cards: the cards grid with search, the non-active filter, CSV export, status toggles and the drawers. */
export function CardsPage() {
  const { user } = useViewer();
  const [showNonActive, setShowNonActive] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useSettledText(searchText).trim();
  const [page, setPage] = useState(1);
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const list = useCards(user, showNonActive);
  const found = useCardSearch(search);
  const block = useBlockCard();
  const activate = useActivateCard();
  const [pendingCardId, setPendingCardId] = useState<number | null>(null);
  const mayToggle = can(user, 'cards.toggle-status');

  const searching = search !== '';
  const rows = useMemo<Card[]>(() => {
    if (!searching) return list.data?.card ?? [];
    const cards = (found.data ?? []).map((entry) => entry.card_details);
    return showNonActive ? cards : cards.filter((card) => cardStatus(card) === 'Active');
  }, [searching, list.data, found.data, showNonActive]);
  const error = searching ? found.error : list.error;
  const loading = searching ? found.isLoading : list.isLoading;

  // Back to the first page whenever what the grid shows changes.
  const [shown, setShown] = useState(`${search}|${showNonActive}`);
  if (shown !== `${search}|${showNonActive}`) {
    setShown(`${search}|${showNonActive}`);
    setPage(1);
  }
  const pageRows = rows.slice((page - 1) * CARDS_PAGE_SIZE, page * CARDS_PAGE_SIZE);

  const columns = cardColumns(
    mayToggle
      ? {
          pendingCardId,
          onChange: (card, active) => {
            setPendingCardId(card.id);
            const action = active ? activate : block;
            void action.run(card.id).finally(() => setPendingCardId(null));
          },
        }
      : undefined,
  );

  return (
    <section aria-labelledby="cards-title">
      <PageHeader>
        <PageTitle id="cards-title">{CARDS_TITLE}</PageTitle>
        {can(user, 'cards.create') && <Button onPress={() => setDrawer({ kind: 'create' })}>{ADD_CARD}</Button>}
      </PageHeader>
      {error && (
        <InlineAlert tone="error" urgent>
          {searching ? CARD_SEARCH_FAILED : CARDS_LOAD_FAILED}
        </InlineAlert>
      )}
      <DataGrid
        aria-label={CARDS_TITLE}
        columns={columns}
        rows={pageRows}
        getRowId={(card) => card.id}
        height={CARDS_GRID_HEIGHT}
        loading={loading}
        onRowAction={(card) => setDrawer({ kind: 'details', cardId: card.id })}
        emptyState={<EmptyState title={NO_CARDS} headingLevel={2} />}
        pagination={{
          page,
          pageSize: CARDS_PAGE_SIZE,
          pageSizeOptions: [CARDS_PAGE_SIZE],
          totalCount: rows.length,
          onPageChange: setPage,
        }}
        toolbar={
          <Toolbar>
            <SearchField label={SEARCH_CARDS} value={searchText} onChange={setSearchText} />
            <Switch isSelected={showNonActive} onChange={setShowNonActive}>
              {SHOW_NON_ACTIVE_CARDS}
            </Switch>
            <Button
              variant="secondary"
              isDisabled={rows.length === 0}
              onPress={() => downloadCsv('cards.csv', toCsv(columns, rows))}
            >
              Export CSV
            </Button>
          </Toolbar>
        }
      />
      {drawer?.kind === 'details' && <CardDrawer cardId={drawer.cardId} onClose={() => setDrawer(null)} />}
      {drawer?.kind === 'create' && <CreateCardDrawer onClose={() => setDrawer(null)} />}
    </section>
  );
}
