import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findToast, withApi } from '../../.storybook/withApi.js';
import { createManualClock, QuoteClockProvider } from './clock.js';
import { CurrencyCalculator } from './CurrencyCalculator.js';

const clock = createManualClock(Date.now());

const meta = {
  title: 'Features/FX/CurrencyCalculator',
  component: CurrencyCalculator,
  decorators: [
    (Story) => (
      <QuoteClockProvider clock={clock}>
        <Story />
      </QuoteClockProvider>
    ),
    withApi,
  ],
  // Open to anyone: no sign-in.
  parameters: { feature: { signedInAs: null } },
} satisfies Meta<typeof CurrencyCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuotesSignedOutWithFees: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Currency calculator' })).toBeVisible();
    await canvas.findByRole('timer', { name: 'Quote expires in' }, { timeout: 10_000 });
    await expect(canvas.getByText('Payment fee')).toBeVisible();
    await expect(canvas.getByText(/^1 USD = [\d.]+ INR$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
};

export const ChoosingAnotherBuyCurrencyWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('timer', { name: 'Quote expires in' }, { timeout: 10_000 });
    const buy = canvas.getByRole('combobox', { name: 'Buy currency' });
    buy.focus();
    await userEvent.keyboard('{Control>}a{/Control}EUR – Euro');
    await within(document.body).findByRole('option', { name: /EUR – Euro/ }, { timeout: 10_000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(buy).toHaveValue('EUR – Euro'));
    clock.advance(1000);
    await expect(await canvas.findByText(/^1 USD = [\d.]+ EUR$/, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const QuoteRefused: Story = {
  beforeEach: () =>
    arrangeDemoData((store) =>
      store.injectFault({
        path: '/account/payment-fee-and-conversion-rate',
        status: 400,
        body: { errors: ['Quotes are unavailable right now.'] },
      }),
    ),
  play: async ({ canvasElement }) => {
    await expect(await findToast('Quotes are unavailable right now.')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Buy amount' })).toHaveValue('₹0.00');
  },
};
