import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findToast, withApi } from '../../.storybook/withApi.js';
import { SCHEDULE_IN_PAST } from './messages.js';
import { ScheduledPaymentForm, type ScheduledPaymentFormProps } from './ScheduledPaymentForm.js';

/** Northwind's Rheinland recipient (EUR), as the form's caller hands it over. */
function rheinland(): ScheduledPaymentFormProps['recipient'] {
  const row = arrangeDemoData((store) => store.find('recipients', (candidate) => candidate.nickname === 'Rheinland'));
  if (!row) throw new Error('The seed has no Rheinland recipient.');
  return { id: row.id, currency: row.currency };
}

const meta = {
  title: 'Features/Payments/ScheduledPaymentForm',
  component: ScheduledPaymentForm,
  args: {
    type: 'schedule',
    recipient: { id: 0, currency: 'EUR' },
    onCancel: fn(),
    onScheduled: fn(),
    onPhaseChange: fn(),
  },
  decorators: [withApi],
  parameters: { feature: { signedInAs: 'admin@northwind.example' } },
  render: (args) => <ScheduledPaymentForm {...args} recipient={rheinland()} />,
} satisfies Meta<typeof ScheduledPaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

/** Chooses the USD account with the keyboard: Enter opens the list, arrows move, Enter chooses. */
async function chooseUsdAccount(canvas: Scope) {
  const trigger = await canvas.findByRole('button', { name: /Source account/ });
  await waitFor(() => expect(trigger).toBeEnabled(), { timeout: 10_000 });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await within(document.body).findByRole('listbox', { busy: false });
  const options = within(listbox).getAllByRole('option');
  const index = options.findIndex((option) => /^US Dollar/.test(option.textContent ?? ''));
  await expect(index).toBeGreaterThanOrEqual(0);
  await userEvent.keyboard('{ArrowDown}'.repeat(index) + '{Enter}');
  await expect(trigger).toHaveTextContent(/US Dollar/);
}

/** Fills every field with the keyboard; the date is MM/dd/yyyy then the time. */
async function fillForm(canvas: Scope, dateLabel: RegExp, date = '12012030') {
  await chooseUsdAccount(canvas);
  await expect(canvas.getByRole('textbox', { name: 'Destination currency' })).toHaveAttribute('readonly');
  canvas.getByRole('textbox', { name: /^Amount/ }).focus();
  await userEvent.keyboard('250');
  const yes = canvas.getByRole('radio', { name: 'Yes' });
  yes.focus();
  await userEvent.keyboard(' ');
  await expect(yes).toBeChecked();
  const picker = canvas.getByRole('group', { name: dateLabel });
  within(picker).getAllByRole('spinbutton')[0]?.focus();
  await userEvent.keyboard(date);
  await userEvent.keyboard('0930a');
}

async function confirmWithCode(canvas: Scope, code = '123456') {
  await canvas.findByText(/^Enter the 6 digit code sent to your phone/, {}, { timeout: 8000 });
  canvas.getByRole('textbox', { name: 'Verification code' }).focus();
  await userEvent.keyboard(code);
  await userEvent.keyboard('{Enter}');
}

/** A scheduled payment: every field, Next, the summary and the code; the server takes it. */
export const Scheduled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas, /^Set date and Time/);
    await expect(canvas.queryByRole('radiogroup', { name: /^Repeats/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPhaseChange).toHaveBeenLastCalledWith('confirm');
    await expect(await canvas.findByText('€250.00')).toBeVisible();
    await expect(canvas.getByText('12/01/2030 9:30 AM CST')).toBeVisible();
    await confirmWithCode(canvas);
    await waitFor(() => expect(args.onScheduled).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await expect(args.onScheduled).toHaveBeenCalledWith(
      expect.objectContaining({ source_account: 'USD', buy_currency: 'EUR', amount: 250, require_invoice: true }),
    );
  },
};

/** Recurring: 'Start date' and 'Repeats', Monthly by default; Weekly chosen is what is sent. */
export const Recurring: Story = {
  args: { type: 'reccur' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await fillForm(canvas, /^Start date/);
    const weekly = canvas.getByRole('radio', { name: 'Weekly' });
    weekly.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Weekly')).toBeVisible();
    await confirmWithCode(canvas);
    await waitFor(
      () => expect(args.onScheduled).toHaveBeenCalledWith(expect.objectContaining({ frequency: 'weekly' })),
      {
        timeout: 10_000,
      },
    );
  },
};

/** Next with nothing filled flags the source account, the amount and the date; nothing is sent. */
export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    const source = canvas.getByRole('button', { name: /Source account/ });
    await waitFor(() => expect(source).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getAllByText('This field is required')).toHaveLength(3));
    await expect(source).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /^Amount/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onPhaseChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** A date already past is refused at its field on Next, before any code is asked. */
export const PastDateRefusedAtTheField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas, /^Set date and Time/, '01012020');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText(SCHEDULE_IN_PAST)).toBeVisible();
    await expect(args.onPhaseChange).not.toHaveBeenCalled();
    await expect(canvas.queryByText(/^Enter the 6 digit code/)).toBeNull();
  },
};

/** The server refuses: the first of its errors in a toast; the code stays to try again. */
export const ServerRefuses: Story = {
  beforeEach: () =>
    arrangeDemoData((store) =>
      store.injectFault({
        path: '/account/scheduled-payment',
        status: 400,
        body: { errors: ['The payment must be scheduled in the future.', 'Second problem'] },
      }),
    ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas, /^Set date and Time/);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await confirmWithCode(canvas);
    await expect(await findToast('The payment must be scheduled in the future.')).toBeInTheDocument();
    await expect(within(document.body).queryByText('Second problem')).not.toBeInTheDocument();
    await expect(args.onScheduled).not.toHaveBeenCalled();
  },
};

/** No answer at all: the document's failure sentence. */
export const NetworkFailure: Story = {
  beforeEach: () => arrangeDemoData((store) => store.injectFault({ path: '/account/scheduled-payment', status: 0 })),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas, /^Set date and Time/);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await confirmWithCode(canvas);
    await expect(await findToast('Something went wrong please try again or contact support')).toBeInTheDocument();
    await expect(args.onScheduled).not.toHaveBeenCalled();
  },
};
