// The page kit: the frame every domain page shares, the states of a query's block, client-side paging.
export { DomainPage } from './DomainPage.js';
export type { DomainPageProps } from './DomainPage.js';
export { QueryState, QueryFailure } from './QueryState.js';
export type { QueryStateProps, QueryFailureProps } from './QueryState.js';
export { useClientPage } from './useClientPage.js';
export type { ClientPageOptions } from './useClientPage.js';
