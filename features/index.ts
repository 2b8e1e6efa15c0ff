// The public API of spend-ui/features: the product's domain widgets, their data and rules.
export * from './api/index.js';
