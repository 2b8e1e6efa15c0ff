import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findToast, withApi, findOpenDialog } from '../../.storybook/withApi.js';
import { createManualClock, QuoteClockProvider, type ManualClock } from '../fx/clock.js';
import { NOT_ENOUGH_BALANCE, THRESHOLD_CROSSED } from '../fx/messages.js';
import { CAD_RAILS, INR_RAILS, PAYMENT_ARRIVAL, regularLimitExceeded } from './messages.js';
import { PayNowDialog, type PayNowDialogProps } from './PayNowDialog.js';

// Time moves only when a story moves it: the debounce and the 900 s quote run on this clock.
const clock: ManualClock = createManualClock(Date.now());

const meta = {
  title: 'Features/Payments/PayNowDialog',
  component: PayNowDialog,
  args: { onClose: fn() },
  decorators: [
    (Story) => (
      <QuoteClockProvider clock={clock}>
        <Story />
      </QuoteClockProvider>
    ),
    withApi,
  ],
  parameters: { feature: { signedInAs: 'admin@northwind.example', href: '/payments/now' } },
  // Each story starts a flow of its own: what an earlier story left for the session goes.
  beforeEach: () => {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('spend.pay-now-draft')) sessionStorage.removeItem(key);
    }
  },
} satisfies Meta<typeof PayNowDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

type DemoStore = Parameters<Parameters<typeof arrangeDemoData>[0]>[0];
const northwind = (store: DemoStore) => store.find('companies', (row) => row.company_name === 'Northwind Supply Co.');

/** Northwind's payments to a recipient today, as the demo backend's activity holds them. */
function paymentsTo(name: string) {
  return arrangeDemoData((store) => {
    const company = northwind(store);
    return store.filter(
      'accountActivity',
      (row) =>
        row.company_id === company?.id &&
        row.model_name === 'payment' &&
        row.beneficiary_name === name &&
        row.days_ago === 0,
    ).length;
  });
}

/** The dialog, once its recipients are listed. */
async function openFlow() {
  const dialog = await findOpenDialog('Make payment');
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Step 1: the recipient's radio by keyboard, then Next. */
async function chooseRecipient(dialog: Scope, name: RegExp) {
  const radio = await dialog.findByRole('radio', { name }, { timeout: 10_000 });
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  radio.focus();
  await userEvent.keyboard(' ');
  await expect(radio).toBeChecked();
  await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
}

/**
 * Step 2: reason and reference, then Next. (Enter in the last field submits too — the e2e test does it —
 * but inside Storybook's act() wrapper a submit by Enter that unmounts the form re-enters React's work loop.)
 */
async function giveReason(dialog: Scope) {
  dialog.getByRole('textbox', { name: /^Reason \(for our compliance\)/ }).focus();
  await userEvent.keyboard('Cotton fabric, order 77');
  dialog.getByRole('textbox', { name: /^Reference/ }).focus();
  await userEvent.keyboard('PO-77');
  await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
}

/** Step 3: a sell amount, left with Tab; the debounce passes and the quote's countdown shows. */
async function sellAmount(dialog: Scope, amount: string) {
  const field = await dialog.findByRole('textbox', { name: 'Sell amount' });
  await userEvent.click(field);
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.keyboard(amount);
  await userEvent.tab();
  clock.advance(1000);
  await dialog.findByRole('timer', { name: 'Quote expires in' }, { timeout: 10_000 });
}

async function toReview(dialog: Scope, recipient: RegExp, amount = '100') {
  await chooseRecipient(dialog, recipient);
  await giveReason(dialog);
  await sellAmount(dialog, amount);
  const next = dialog.getByRole('button', { name: 'Next' });
  await waitFor(() => expect(next).toBeEnabled());
  await userEvent.click(next);
  await dialog.findByText(/^Enter the 6 digit code sent to your phone/, {}, { timeout: 8000 });
}

async function choosePurposeCode(dialog: Scope) {
  const select = dialog.getByRole('button', { name: /Purpose code/ });
  select.focus();
  await userEvent.keyboard('{Enter}');
  const options = within(await within(document.body).findByRole('listbox', { busy: false })).getAllByRole('option');
  const descriptions = options.map((option) => option.textContent ?? '');
  await expect(descriptions).toEqual(
    [...descriptions].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' })),
  );
  await userEvent.keyboard('{ArrowDown}{Enter}');
}

async function typeCode(dialog: Scope, code = '123456') {
  dialog.getByRole('textbox', { name: 'Verification code' }).focus();
  await userEvent.keyboard(code);
}

/** An INR recipient from step 1 to Complete: the purpose code is required, then the code sends one payment. */
export const PaysAnInrRecipient: Story = {
  play: async () => {
    const dialog = await openFlow();
    await expect(dialog.getByRole('navigation', { name: 'Make payment' })).toHaveTextContent(/Recipient, current step/);
    const before = paymentsTo('Bharat Textiles Pvt Ltd');
    await chooseRecipient(dialog, /^Bharat Textiles/);
    await giveReason(dialog);
    await sellAmount(dialog, '100');
    await expect(dialog.getByText(INR_RAILS, { exact: false })).toBeVisible();
    await expect(dialog.getByText('Payment fee')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    // The review starts at its top, focus on the step (not lost with the Next button that went away).
    await waitFor(() => expect(dialog.getByRole('region', { name: 'Review' })).toHaveFocus());
    await dialog.findByText(/^Enter the 6 digit code sent to your phone/, {}, { timeout: 8000 });
    await expect(dialog.getByText('PO-77')).toBeVisible();
    // Submit without the purpose code: flagged at its field, nothing sent.
    await typeCode(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText('This field is required')).toBeVisible();
    await expect(paymentsTo('Bharat Textiles Pvt Ltd')).toBe(before);
    await choosePurposeCode(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByRole('heading', { name: 'Payment sent' }, { timeout: 6000 })).toBeVisible();
    await expect(dialog.getByText(PAYMENT_ARRIVAL)).toBeVisible();
    await expect(dialog.getByText('Bharat Textiles')).toBeVisible();
    await expect(paymentsTo('Bharat Textiles Pvt Ltd')).toBe(before + 1);
  },
};

/** A double click on Submit, then another click: one payment. */
export const DoubleSubmitSendsOnce: Story = {
  play: async () => {
    const dialog = await openFlow();
    const before = paymentsTo('Rheinland Maschinenbau GmbH');
    await toReview(dialog, /^Rheinland/);
    await expect(dialog.queryByRole('button', { name: /Purpose code/ })).not.toBeInTheDocument();
    await typeCode(dialog);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await userEvent.dblClick(submit);
    await userEvent.click(submit).catch(() => undefined);
    await expect(await dialog.findByRole('heading', { name: 'Payment sent' }, { timeout: 6000 })).toBeVisible();
    await expect(paymentsTo('Rheinland Maschinenbau GmbH')).toBe(before + 1);
  },
};

/** No recipient yet: the empty state offers Add recipient; Next stays disabled. */
export const NoRecipients: Story = {
  beforeEach: () =>
    arrangeDemoData((store) => {
      const company = northwind(store);
      for (const row of store.filter('recipients', (candidate) => candidate.company_id === company?.id)) {
        store.remove('recipients', row.id);
      }
    }),
  play: async () => {
    const dialog = await openFlow();
    await expect(
      await dialog.findByRole('heading', { name: "It's empty in here!" }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Add recipient' })).toHaveAttribute('href', '/recipients/add-new');
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Back on the first step closes the dialog. */
export const BackOnFirstStepCloses: Story = {
  play: async ({ args }) => {
    const dialog = await openFlow();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Reason and reference are both required. */
export const ReasonRequired: Story = {
  play: async () => {
    const dialog = await openFlow();
    await chooseRecipient(dialog, /^Rheinland/);
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(dialog.getAllByText('This field is required')).toHaveLength(2));
    await expect(dialog.getByRole('textbox', { name: /^Reason/ })).toHaveFocus();
  },
};

/** Selling more AED than the account holds: the banner, and Next disabled. */
export const NotEnoughBalance: Story = {
  play: async () => {
    const dialog = await openFlow();
    await chooseRecipient(dialog, /^Rheinland/);
    await giveReason(dialog);
    const sellCurrency = await dialog.findByRole('combobox', { name: 'Sell currency' });
    await userEvent.click(sellCurrency);
    await userEvent.keyboard('{Control>}a{/Control}AED');
    await userEvent.click(await within(document.body).findByRole('option', { name: /AED/ }));
    await sellAmount(dialog, '90000');
    await expect(await dialog.findByText(NOT_ENOUGH_BALANCE, {}, { timeout: 10_000 })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Over the threshold: its banner, and Next disabled; a CAD recipient shows the CAD rails. */
export const ThresholdCrossed: Story = {
  play: async () => {
    const dialog = await openFlow();
    await chooseRecipient(dialog, /^Maple Timber/);
    await giveReason(dialog);
    await sellAmount(dialog, '300000');
    await expect(await dialog.findByText(THRESHOLD_CROSSED, {}, { timeout: 10_000 })).toBeVisible();
    await expect(dialog.getByText(CAD_RAILS, { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** A CAD regular payment above CAD 100,000 (§9): the limit is said at the amount step, before any code is asked. */
export const CadLimitSaidAtTheAmount: Story = {
  play: async () => {
    const dialog = await openFlow();
    await chooseRecipient(dialog, /^Maple Timber/);
    await giveReason(dialog);
    await sellAmount(dialog, '80000');
    await expect(await dialog.findByText(regularLimitExceeded('CAD', 100_000), {}, { timeout: 10_000 })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(dialog.queryByText(/^Enter the 6 digit code/)).toBeNull();
  },
};

/** The quote runs out on Review: the code goes away (nothing can be sent) until a new quote is asked. */
export const QuoteExpiresOnReview: Story = {
  play: async () => {
    const dialog = await openFlow();
    const before = paymentsTo('Rheinland Maschinenbau GmbH');
    await toReview(dialog, /^Rheinland/);
    clock.advance(900_000);
    await expect(await dialog.findByText('Quote expired', {}, { timeout: 3000 })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Refresh quote' }));
    await dialog.findByRole('timer', { name: 'Quote expires in' }, { timeout: 10_000 });
    await dialog.findByText(/^Enter the 6 digit code sent to your phone/, {}, { timeout: 8000 });
    await expect(paymentsTo('Rheinland Maschinenbau GmbH')).toBe(before);
  },
};

/** The server refuses the payment: its error text in a toast; the review stays. */
export const ServerRefuses: Story = {
  play: async () => {
    const dialog = await openFlow();
    await toReview(dialog, /^Rheinland/);
    arrangeDemoData((store) =>
      store.injectFault({
        path: '/account/fx-payment',
        status: 400,
        body: { results: { error: 'Insufficient balance to make this payment.' } },
      }),
    );
    await typeCode(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await findToast('Insufficient balance to make this payment.')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

/** A wrong code: the server's own text. */
export const WrongCode: Story = {
  play: async () => {
    const dialog = await openFlow();
    await toReview(dialog, /^Rheinland/);
    await typeCode(dialog, '000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await findToast(/code/i)).toBeInTheDocument();
  },
};

/** No answer at all: the document's failure sentence. */
export const NetworkFailure: Story = {
  play: async () => {
    const dialog = await openFlow();
    await toReview(dialog, /^Rheinland/);
    arrangeDemoData((store) => store.injectFault({ path: '/account/fx-payment', status: 0 }));
    await typeCode(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await findToast('Something went wrong please try again or contact support')).toBeInTheDocument();
  },
};

/** An empty code: 'OTP is required'. */
export const EmptyCode: Story = {
  play: async () => {
    const dialog = await openFlow();
    await toReview(dialog, /^Rheinland/);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await findToast('OTP is required')).toBeInTheDocument();
  },
};

/** Escape with a recipient chosen asks before discarding; Keep editing stays (issue 40 item 11). */
export const EscapeAsksBeforeDiscarding: Story = {
  play: async ({ args }) => {
    const dialog = await openFlow();
    await chooseRecipient(dialog, /^Bharat Textiles/);
    await dialog.findByRole('textbox', { name: /^Reference/ }, { timeout: 10_000 });
    await userEvent.keyboard('{Escape}');
    const ask = await within(document.body).findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await expect(within(document.body).getByRole('dialog', { name: 'Make payment' })).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The event that mounts the dialog again, as a reload (or a sign-in after a 401) does. */
const MOUNT_AGAIN = 'pay-now-story-mount-again';

function MountedAgainOnEvent(props: PayNowDialogProps) {
  const [mount, setMount] = useState(0);
  useEffect(() => {
    const again = () => setMount((count) => count + 1);
    window.addEventListener(MOUNT_AGAIN, again);
    return () => window.removeEventListener(MOUNT_AGAIN, again);
  }, []);
  return <PayNowDialog key={mount} {...props} />;
}

async function mountAgain() {
  const before = within(document.body).getByRole('dialog', { name: 'Make payment' });
  // A reload takes focus with the page; the dialog's focus scope has nothing to give it back to.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  window.dispatchEvent(new Event(MOUNT_AGAIN));
  await waitFor(() => expect(before).not.toBeInTheDocument());
  return openFlow();
}

/**
 * A reload (or a 401 and signing in again) in the middle of the flow comes back with what was chosen and
 * typed, at the step reached; Cancel drops it, and the flow starts empty again (issue 40 item 11).
 */
export const ComesBackWithWhatWasTyped: Story = {
  render: (args) => <MountedAgainOnEvent {...args} />,
  play: async ({ args }) => {
    let dialog = await openFlow();
    await chooseRecipient(dialog, /^Bharat Textiles/);
    await giveReason(dialog);
    await sellAmount(dialog, '250');

    dialog = await mountAgain();
    await expect(dialog.getByRole('navigation', { name: 'Make payment' })).toHaveTextContent(/Amount, current step/);
    await expect(await dialog.findByRole('textbox', { name: 'Sell amount' }, { timeout: 10_000 })).toHaveValue(
      '$250.00',
    );
    clock.advance(1000);
    await dialog.findByRole('timer', { name: 'Quote expires in' }, { timeout: 10_000 });
    await expect(dialog.getByText(INR_RAILS, { exact: false })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(await dialog.findByRole('textbox', { name: /^Reason \(for our compliance\)/ })).toHaveValue(
      'Cotton fabric, order 77',
    );
    await expect(dialog.getByRole('textbox', { name: /^Reference/ })).toHaveValue('PO-77');

    // What is typed is kept as it is typed, before Next.
    dialog.getByRole('textbox', { name: /^Reference/ }).focus();
    await userEvent.keyboard('-B');
    dialog = await mountAgain();
    await expect(await dialog.findByRole('textbox', { name: /^Reference/ }, { timeout: 10_000 })).toHaveValue(
      'PO-77-B',
    );

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
    dialog = await mountAgain();
    await expect(dialog.getByRole('navigation', { name: 'Make payment' })).toHaveTextContent(/Recipient, current step/);
    await expect(await dialog.findByRole('radio', { name: /^Bharat Textiles/ }, { timeout: 10_000 })).not.toBeChecked();
  },
};
