import type { Decorator } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { ToastProvider } from '../components/index.js';
import { ApiProvider, createApiClient } from '../features/index.js';

const client = createApiClient({ baseUrl: '/api/v1', getToken: () => null });

/** Feature stories: the API client (answered by MSW) and the toast queue. */
export const withApi: Decorator = (Story) => (
  <ApiProvider client={client}>
    <ToastProvider>
      <Story />
    </ToastProvider>
  </ApiProvider>
);

/** The toast with this title (toasts render in a portal on document.body). */
export function findToast(name: string | RegExp) {
  return within(document.body).findByRole('alertdialog', { name }, { timeout: 4000 });
}
