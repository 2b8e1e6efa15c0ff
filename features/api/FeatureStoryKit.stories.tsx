import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from 'spend-ui';
import { findToast, withApi } from '../../.storybook/withApi.js';
import { useNavigation } from '../navigation/index.js';
import { useApiAction } from './useApiAction.js';
import { useApiQuery } from './useApiQuery.js';

/*
 * The helper every feature story stands on (`withApi`): the client answered by the demo backend,
 * the toasts, in-memory navigation, a demo user to call as — and a backend reset before each story,
 * which the first two stories prove: the second still reads the seeded value the first changed.
 */

function ReceiptThreshold() {
  const { data, error } = useApiQuery<{ receipt_threshold: number }>('/auth/company/setting');
  const { pathname, searchParams, navigate } = useNavigation();
  const raise = useApiAction((client) => client.patch('/auth/company/setting', { receipt_threshold: 999 }), {
    success: 'Settings updated successfully',
    revalidate: ['/auth/company/setting'],
  });
  return (
    <section aria-label="Company setting">
      <p>{error ? `Failed with ${error.status}` : `Receipt threshold: ${data?.receipt_threshold ?? '…'}`}</p>
      <p>{`At ${pathname}${searchParams.size > 0 ? `?${searchParams}` : ''}`}</p>
      <Button onPress={() => void raise.run()}>Raise the threshold</Button>
      <Button onPress={() => navigate('/settings/organization-setup')}>Open the settings</Button>
    </section>
  );
}

const onNavigate = fn();

const meta = {
  title: 'Features/Kit/Feature story helper',
  component: ReceiptThreshold,
  decorators: [withApi],
  parameters: { feature: { signedInAs: 'admin@northwind.example', onNavigate } },
  beforeEach: () => {
    onNavigate.mockClear();
  },
} satisfies Meta<typeof ReceiptThreshold>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WritesToTheBackend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Receipt threshold: 75');
    await userEvent.click(canvas.getByRole('button', { name: 'Raise the threshold' }));
    await findToast('Settings updated successfully');
    await canvas.findByText('Receipt threshold: 999');
  },
};

export const StartsOnTheSeededData: Story = {
  play: async ({ canvasElement }) => {
    // The story before this one raised the threshold; the reset before each story undid it.
    await within(canvasElement).findByText('Receipt threshold: 75');
  },
};

export const StartsAtAUrlAndNavigates: Story = {
  parameters: { feature: { signedInAs: 'admin@northwind.example', href: '/settings?tab=banks', onNavigate } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('At /settings?tab=banks')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the settings' }));
    await expect(canvas.getByText('At /settings/organization-setup')).toBeVisible();
    await expect(onNavigate).toHaveBeenCalledWith('/settings/organization-setup');
  },
};

export const SignedOut: Story = {
  parameters: { feature: { signedInAs: null } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Failed with 401');
  },
};
