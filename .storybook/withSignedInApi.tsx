import type { Decorator } from '@storybook/react-vite';
import { ToastProvider } from '../components/index.js';
import { ApiProvider, createApiClient, MemoryNavigationProvider } from '../features/index.js';
import { getDemoStore } from '../host/mock-api/index.js';

/**
 * Feature stories of signed-in screens: the API as a demo user (their token from the story's demo
 * store, answered by the demo handlers), toasts, and in-memory navigation starting at `initialHref`.
 */
export const withSignedInApi =
  (email: string, initialHref = '/'): Decorator =>
  (Story) => {
    const token = getDemoStore().find('users', (user) => user.email === email)?.auth_token ?? null;
    const client = createApiClient({ baseUrl: '/api/v1', getToken: () => token });
    return (
      <ApiProvider client={client} session={email}>
        <ToastProvider>
          <MemoryNavigationProvider initialHref={initialHref}>
            <Story />
          </MemoryNavigationProvider>
        </ToastProvider>
      </ApiProvider>
    );
  };
