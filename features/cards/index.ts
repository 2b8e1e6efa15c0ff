// Company cards: the cards grid, the card drawer, card creation and editing, block and activate.
export { CardsPage } from './CardsPage.js';
export { CardDrawer } from './CardDrawer.js';
export type { CardDrawerProps } from './CardDrawer.js';
export { CreateCardDrawer } from './CreateCardDrawer.js';
export type { CreateCardDrawerProps } from './CreateCardDrawer.js';
export { EditCardForm } from './EditCardForm.js';
export type { EditCardFormProps } from './EditCardForm.js';
export { useCards, useCardTransactions, useCreateCard, useUpdateCard, useSetCardStatus } from './api.js';
export type { Card, CardStatus, CardTransaction } from './model.js';
export type { CreateCardPayload, UpdateCardPayload } from './cardForm.js';
