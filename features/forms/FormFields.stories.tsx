import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findToast, withApi } from '../../.storybook/withApi.js';
import { FIELD_REQUIRED } from '../auth/messages.js';
import { FormFieldsDemo, type DemoForm } from './demo/FormFieldsDemo.js';
import { FORM_HAS_ERRORS } from './messages.js';

const received = fn();
const sent = fn();

const accepted = http.post('/api/v1/form-demo', async ({ request }) => {
  sent(await request.json());
  return HttpResponse.json({ results: { response: 'ok' } });
});

/** Every field valid but the name: a story types what it tests. */
const allButName: Partial<DemoForm> = {
  password: 'long-enough-1',
  cards: 2,
  limit: 1500,
  currency: 'CAD',
  country: 'CA',
  phone: '4165550123',
  startDate: new CalendarDate(2026, 3, 2),
  period: { start: new CalendarDate(2026, 3, 1), end: new CalendarDate(2026, 3, 31) },
  cardType: 'multi',
  departments: [{ name: 'Finance' }],
  receipt: new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }),
  agree: true,
};

const meta = {
  title: 'Features/Forms/FormFields',
  component: FormFieldsDemo,
  args: { onValid: received },
  decorators: [
    withApi,
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { msw: { handlers: { demo: [accepted] } } },
  beforeEach: () => {
    received.mockClear();
    sent.mockClear();
  },
} satisfies Meta<typeof FormFieldsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty submit: the notice, every rule's message, and focus on the first field's input. */
export const SubmitEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await findToast(FORM_HAS_ERRORS)).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    // Every field with a rule says so: all but the switch and the dial code (Canada's by default).
    await expect(canvas.getAllByText(FIELD_REQUIRED)).toHaveLength(13);
    await expect(received).not.toHaveBeenCalled();
  },
};

/** Focus lands on the input of a field that takes no ref: the date picker's first segment. */
export const FocusReachesTheDateSegment: Story = {
  args: { defaultValues: { ...allButName, name: 'Nia', startDate: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const startDate = canvas.getByRole('group', { name: /^Start date/ });
    await waitFor(() => expect(within(startDate).getAllByRole('spinbutton')[0]).toHaveFocus());
    await expect(canvas.getAllByText(FIELD_REQUIRED)).toHaveLength(1);
  },
};

/** A field shown later but placed first gets focus: page order, not the order fields registered. */
export const FocusFollowsPageOrder: Story = {
  args: { defaultValues: { ...allButName, name: 'Nia', departments: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Add a reference' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('textbox', { name: 'Reference' })).toHaveFocus();
    await expect(canvas.getAllByText(FIELD_REQUIRED)).toHaveLength(2);
  },
};

/** Type, submit, fix with the keyboard, submit again: the values arrive, typed text untouched. */
export const FixAndSubmit: Story = {
  args: { defaultValues: { ...allButName, password: '', currency: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Nia New');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await expect(password).toHaveFocus();
    await expect(name).toHaveValue('Nia New');
    await userEvent.keyboard('long-enough-1');
    const currency = canvas.getByRole('button', { name: /Currency/ });
    currency.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox', { busy: false });
    await userEvent.click(within(listbox).getByRole('option', { name: 'US dollar' }));
    await waitFor(() => expect(canvas.queryByText(FIELD_REQUIRED)).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ name: 'Nia New' }));
    await expect(received).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Nia New', password: 'long-enough-1', currency: 'USD', code: '+1' }),
    );
  },
};

/** A 400's field errors go onto their fields (the first focused); an unknown key shows in a toast. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: {
        demo: [
          http.post('/api/v1/form-demo', () =>
            HttpResponse.json({ errors: { name: ['This name is taken'], iban: ['Unknown account'] } }, { status: 400 }),
          ),
        ],
      },
    },
  },
  args: { defaultValues: allButName },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Nia New');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await findToast('iban: Unknown account')).toHaveAttribute('data-tone', 'danger');
    await expect(await findToast(FORM_HAS_ERRORS)).toBeInTheDocument();
    await expect(canvas.getByText('This name is taken')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue('Nia New');
    await expect(canvas.getByRole('textbox', { name: /^Phone/ })).toHaveValue('(416) 555-0123');
    // Typing again clears the server's message: the rules run on each change after a submit.
    await userEvent.type(name, ' Jr');
    await waitFor(() => expect(canvas.queryByText('This name is taken')).not.toBeInTheDocument());
  },
};

/** No answer at all: the fallback notice, and everything typed is still there. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: { demo: [http.post('/api/v1/form-demo', () => HttpResponse.error())] } } },
  args: { defaultValues: allButName },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Nia New');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await findToast(FORM_HAS_ERRORS)).toHaveAttribute('data-tone', 'danger');
    await expect(name).toHaveValue('Nia New');
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('long-enough-1');
    await expect(canvas.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Multiple use' })).toBeChecked();
  },
};
