// Company cards: the cards grid, the card drawer, card creation and editing, block and activate.
export * from './messages.js';
export * from './model.js';
