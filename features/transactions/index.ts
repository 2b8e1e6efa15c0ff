export * from './model.js';
export * from './messages.js';
