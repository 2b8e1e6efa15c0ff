import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './client.js';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/** Hands the HTTP client to every feature widget below it. */
export function ApiProvider({ client, children }: ApiProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client provided by the nearest `ApiProvider`; throws when there is none. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside an <ApiProvider>.');
  return client;
}
