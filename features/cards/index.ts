// Company cards: the cards grid, the card drawer, card creation and editing, block and activate.
export * from './model.js';
export * from './cardForm.js';
export * from './api.js';
export * from './CardsPage.js';
export * from './CardDrawer.js';
export * from './CreateCardDrawer.js';
export * from './EditCardForm.js';
