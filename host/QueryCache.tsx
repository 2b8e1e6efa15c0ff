import type { ReactNode } from 'react';
import { ApiProvider, type ApiClient } from 'spend-ui/features';

/**
 * The query cache of a signed-in session (the kit's `ApiProvider`, with SWR): loaded with the first
 * signed-in screen, so the signed-out screens, which only write, do without it (App.tsx).
 */
export default function QueryCache({
  client,
  session,
  children,
}: {
  client: ApiClient;
  session: string;
  children?: ReactNode;
}) {
  return (
    <ApiProvider client={client} session={session}>
      {children}
    </ApiProvider>
  );
}
