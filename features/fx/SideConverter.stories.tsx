import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findToast, toastRegionLoaded, withApi, findOpenDialog } from '../../.storybook/withApi.js';
import { createManualClock, QuoteClockProvider, type ManualClock } from './clock.js';
import { NOT_ENOUGH_BALANCE, THRESHOLD_CROSSED } from './messages.js';
import { SideConverter } from './SideConverter.js';

// Time moves only when a story moves it: the debounce and the 900 s quote run on this clock (one for
// every story: it only ever moves forward, and each story mounts its own converter).
const clock: ManualClock = createManualClock(Date.now());

const meta = {
  title: 'Features/FX/SideConverter',
  component: SideConverter,
  decorators: [
    (Story) => (
      <QuoteClockProvider clock={clock}>
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      </QuoteClockProvider>
    ),
    withApi,
  ],
  parameters: { feature: { signedInAs: 'bookkeeper@northwind.example' } },
} satisfies Meta<typeof SideConverter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the quote of the values on screen: the countdown is there. */
async function quoted(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('timer', { name: 'Quote expires in' }, { timeout: 10_000 });
}

/** Types an amount in a field and leaves it (the field commits on blur), then lets the debounce pass. */
async function typeAmount(field: HTMLElement, amount: string) {
  await userEvent.click(field);
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.keyboard(amount);
  await userEvent.tab();
  clock.advance(1000);
}

export const SellsUsd1000ForInrWithFees: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Currency converter' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sell currency' })).toHaveValue('USD – US Dollar');
    await expect(canvas.getByRole('combobox', { name: 'Buy currency' })).toHaveValue('INR – Indian Rupee');
    await expect(canvas.getByRole('textbox', { name: 'Sell amount' })).toHaveValue('$1,000.00');
    await quoted(canvasElement);
    await expect((canvas.getByRole('textbox', { name: 'Buy amount' }) as HTMLInputElement).value).toMatch(
      /[1-9][\d,]*\.\d\d$/,
    );
    // Quoted as the conversion it books: no payment fee (issue 40 item 4).
    await expect(canvas.queryByText('Payment fee')).toBeNull();
    await expect(canvas.getByText('Conversion fee')).toBeVisible();
    await expect(canvas.getByText(/^1 USD = [\d.]+ INR$/)).toBeVisible();
    await expect(canvas.getByText('Converted amount')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const TypingTheBuyAmountFixesTheBuySide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await quoted(canvasElement);
    await typeAmount(canvas.getByRole('textbox', { name: 'Buy amount' }), '50000');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Sell amount' })).not.toHaveValue('$1,000.00'), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('textbox', { name: 'Buy amount' })).toHaveValue('₹50,000.00');
  },
};

export const QuoteExpiresAndIsRefreshed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await quoted(canvasElement);
    clock.advance(900_000);
    await expect(await canvas.findByText('Quote expired', {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    const refresh = canvas.getByRole('button', { name: 'Refresh quote' });
    refresh.focus();
    await userEvent.keyboard('{Enter}');
    await quoted(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled());
  },
};

export const NotEnoughBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await quoted(canvasElement);
    const sellCurrency = canvas.getByRole('combobox', { name: 'Sell currency' });
    await userEvent.click(sellCurrency);
    await userEvent.keyboard('{Control>}a{/Control}AED');
    await userEvent.click(await within(document.body).findByRole('option', { name: /AED/ }));
    await typeAmount(canvas.getByRole('textbox', { name: 'Sell amount' }), '90000');
    await expect(await canvas.findByText(NOT_ENOUGH_BALANCE, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByText(THRESHOLD_CROSSED)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const ThresholdCrossed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await quoted(canvasElement);
    await typeAmount(canvas.getByRole('textbox', { name: 'Sell amount' }), '300000');
    await expect(await canvas.findByText(THRESHOLD_CROSSED, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const QuoteRefusedShowsTheErrorsAndZero: Story = {
  beforeEach: () =>
    arrangeDemoData((store) =>
      store.injectFault({
        path: '/utility/get-conversion-rate',
        status: 400,
        body: { errors: ['INR conversions are paused for maintenance.'] },
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findToast('INR conversions are paused for maintenance.')).toBeInTheDocument();
    // Said beside the fields too, not only in the 5 s toast (issue 40 item 8).
    await expect(canvas.getByText('INR conversions are paused for maintenance.')).toBeVisible();
    await expect(canvas.getByText('No quote for these amounts')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Buy amount' })).toHaveValue('₹0.00');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const QuoteWithoutAnswerIsOnlyLogged: Story = {
  loaders: [toastRegionLoaded],
  beforeEach: () => arrangeDemoData((store) => store.injectFault({ path: '/utility/get-conversion-rate', status: 0 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Buy amount' })).toHaveValue('₹0.00'), {
      timeout: 10_000,
    });
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

async function openReview(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await quoted(canvasElement);
  const next = canvas.getByRole('button', { name: 'Continue' });
  await waitFor(() => expect(next).toBeEnabled());
  next.focus();
  await userEvent.keyboard('{Enter}');
  // Not findOpenDialog: the quote's ring is a 900 s CSS animation, which that helper would wait out.
  const dialog = await findOpenDialog('Convert');
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(
    await within(dialog).findByText(/Enter the 6 digit code sent to your phone/, {}, { timeout: 10_000 }),
  ).toBeVisible();
  return dialog;
}

/**
 * Types the code and presses Submit. (Enter in the code box submits too — the e2e test does it — but
 * inside Storybook's act() wrapper a submit by Enter that unmounts the form re-enters React's work loop.)
 */
async function enterCode(dialog: HTMLElement, code: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), code);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

export const ConvertsWithTheCode: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    const review = within(dialog);
    await expect(review.getByText('Payment by 1 working day')).toBeVisible();
    await expect(review.getByText('Conversion of the actual amount may take up to T + 3 working days')).toBeVisible();
    await enterCode(dialog, '123456');
    await expect(
      await review.findByRole('heading', { name: 'Your conversion is complete' }, { timeout: 10_000 }),
    ).toBeVisible();
    review.getByRole('button', { name: 'Done' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Back on the converter with a new quote: the one just converted is never offered again.
    await quoted(canvasElement);
  },
};

export const EmptyCodeSaysOtpIsRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(await findToast('OTP is required')).toBeInTheDocument();
  },
};

export const ConfirmRefusedShowsTheFirstError: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    arrangeDemoData((store) =>
      store.injectFault({
        path: '/utility/get-conversion-rate',
        status: 400,
        body: { errors: ['The conversion could not be booked.', 'Second error'] },
      }),
    );
    await enterCode(dialog, '123456');
    await expect(await findToast('The conversion could not be booked.')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('heading', { name: 'Your conversion is complete' })).toBeNull();
  },
};

export const ConfirmWithoutAnswer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    arrangeDemoData((store) => store.injectFault({ path: '/utility/get-conversion-rate', status: 0 }));
    await enterCode(dialog, '123456');
    await expect(await findToast('Something went wrong please try again or contact support')).toBeInTheDocument();
  },
};

export const ExpiredQuoteCannotBeSubmitted: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    clock.advance(900_000);
    await waitFor(() => expect(within(dialog).queryByRole('textbox', { name: 'Verification code' })).toBeNull(), {
      timeout: 3000,
    });
    await expect(await within(dialog).findByText('Quote expired', {}, { timeout: 3000 })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh quote' }));
    await expect(
      await within(dialog).findByRole('textbox', { name: 'Verification code' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const CancelClosesTheReview: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement);
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** A new quote comes about a second after the last keystroke, while the field still has focus (§5 debounce). */
export const QuotesASecondAfterTheLastKeystroke: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await quoted(canvasElement);
    const buy = canvas.getByRole('textbox', { name: 'Buy amount' });
    const firstBuy = (buy as HTMLInputElement).value;
    const sell = canvas.getByRole('textbox', { name: 'Sell amount' });
    await userEvent.click(sell);
    await userEvent.keyboard('{Control>}a{/Control}2500');
    await expect(sell).toHaveFocus();
    await expect(await canvas.findByRole('progressbar', { name: 'Getting a quote' })).toBeVisible();
    clock.advance(1000);
    await quoted(canvasElement);
    await waitFor(() => expect(buy).not.toHaveValue(firstBuy), { timeout: 10_000 });
    await expect(sell).toHaveFocus();
    await expect(sell).toHaveValue('2500');
  },
};

/** Continue pressed while the newer quote is still on its way waits for it, then opens the review: one press. */
export const ContinuePressedWhileQuotingGoesOnOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await quoted(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Sell amount' }));
    await userEvent.keyboard('{Control>}a{/Control}2000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(within(document.body).queryByRole('dialog', { name: 'Convert' })).toBeNull();
    clock.advance(1000);
    const dialog = await findOpenDialog('Convert');
    const sellAmount = await within(dialog).findByText('$2,000.00', {}, { timeout: 10_000 });
    await waitFor(() => expect(sellAmount).toBeVisible());
  },
};

/** Signed in, the sell list offers the currencies the company holds only (spec README ruling). */
export const SellsOnlyTheCurrenciesHeld: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await quoted(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sell currency' }));
    await userEvent.keyboard('{Control>}a{/Control}BGN');
    await waitFor(() => expect(within(document.body).queryByRole('option', { name: /BGN/ })).toBeNull());
    await userEvent.keyboard('{Control>}a{/Control}EUR');
    await expect(await within(document.body).findByRole('option', { name: /EUR/ })).toBeVisible();
  },
};

/** An amount below the minimum, or finer than a cent, says why and asks no quote (issue 40 item 9). */
export const RefusedAmountsSayWhyAndAreNotQuoted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await quoted(canvasElement);
    const sell = canvas.getByRole('textbox', { name: 'Sell amount' });
    await typeAmount(sell, '0.5');
    await expect(sell).toHaveAccessibleDescription('The amount must be at least 1');
    await expect(canvas.queryByRole('progressbar', { name: 'Getting a quote' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await typeAmount(sell, '0.001');
    await expect(sell).toHaveValue('0.001');
    await expect(sell).toHaveAccessibleDescription('Enter at most 2 decimals');
    await typeAmount(sell, '99999999999');
    await expect(sell).toHaveAccessibleDescription('Enter $99,999,999.00 or less');
    await expect(canvas.queryByRole('progressbar', { name: 'Getting a quote' })).toBeNull();
    await expect(canvas.queryByRole('timer', { name: 'Quote expires in' })).toBeNull();
  },
};
