// Types another team names from the package: they must come from its declarations, strict, under both
// module resolutions, without pulling in zod's or SWR's (implementation details of the kit).
import type { ComponentProps } from 'react';
import { type Button } from 'spend-ui';
import { CardsPage, type useApiQuery, type useSchemaForm, type QueryResult } from 'spend-ui/features';

export const page: typeof CardsPage = CardsPage;
export const variant: ComponentProps<typeof Button>['variant'] = 'primary';
export type Answer = QueryResult<{ id: number }>;
export type Reader = typeof useApiQuery;
export type Form = typeof useSchemaForm;
