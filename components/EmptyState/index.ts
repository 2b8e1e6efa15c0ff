export { EmptyState } from './EmptyState.js';
export type { EmptyStateProps, EmptyStateHeadingLevel } from './EmptyState.js';
