import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ActionBar } from '../ActionBar/index.js';
import { Button } from '../Button/index.js';
import { TextField } from '../TextField/index.js';
import { Stack } from './Stack.js';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const Box = ({ children }: { children: string }) => (
  <div style={{ padding: 8, border: '1px dashed currentColor' }}>{children}</div>
);

export const Default: Story = {
  args: {
    children: [<Box key="1">First</Box>, <Box key="2">Second</Box>, <Box key="3">Third</Box>],
  },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('First');
    const second = within(canvasElement).getByText('Second');
    // md on the spacing scale: 12 px between the parts.
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBe(12);
  },
};

/** Parts centred across the column, with the largest gap of a page's sections. */
export const CentredWideGap: Story = {
  args: {
    gap: 'xl',
    align: 'center',
    children: [<Box key="1">Short</Box>, <Box key="2">A longer part</Box>],
  },
  play: async ({ canvasElement }) => {
    const short = within(canvasElement).getByText('Short');
    const long = within(canvasElement).getByText('A longer part');
    await expect(long.getBoundingClientRect().top - short.getBoundingClientRect().bottom).toBe(24);
    await expect(short.getBoundingClientRect().width).toBeLessThan(long.getBoundingClientRect().width);
  },
};

function SignUpForm() {
  const [sent, setSent] = useState('');
  const [email, setEmail] = useState('');
  return (
    <Stack
      as="form"
      gap="lg"
      aria-label="Newsletter"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSent(email);
      }}
    >
      <TextField label="Email address" type="email" value={email} onChange={setEmail} />
      <ActionBar>
        <Button type="submit">Subscribe</Button>
      </ActionBar>
      {sent && <p role="status">{`Subscribed ${sent}`}</p>}
    </Stack>
  );
}

/** As a form: its attributes (`aria-label`, `noValidate`, `onSubmit`) pass through. */
export const AsForm: Story = {
  render: () => <SignUpForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Newsletter' })).toHaveAttribute('novalidate');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Subscribed ana@example.com');
  },
};

/**
 * A form's short fields side by side where each has 180 px, one under another on a phone; the form no
 * wider than 480 px and centred in the page. Inside the two-column row, the `shrinkable` notes column
 * wraps its long reference instead of widening the row.
 */
export const ColumnsWhenRoom: Story = {
  render: () => (
    <Stack as="form" aria-label="Bank details" gap="lg" maxWidth="480px" centered>
      <Stack gap="lg" minColumnWidth="180px">
        <TextField label="Routing number" />
        <TextField label="Account number" />
      </Stack>
      <div style={{ display: 'flex', gap: 12 }}>
        <span>Reference</span>
        <Stack shrinkable gap="xs">
          <span style={{ overflowWrap: 'anywhere' }}>INV-2026-11-0042-NORTHWIND-TRADERS-QUARTERLY-SETTLEMENT</span>
        </Stack>
      </div>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Bank details' });
    const routing = canvas.getByRole('textbox', { name: 'Routing number' });
    const account = canvas.getByRole('textbox', { name: 'Account number' });
    const formBox = form.getBoundingClientRect();
    await expect(formBox.width).toBeLessThanOrEqual(480);
    const parentBox = form.parentElement?.getBoundingClientRect();
    if (parentBox && parentBox.width > 480) {
      // Centred: the same room on either side.
      await expect(Math.abs(formBox.left - parentBox.left - (parentBox.right - formBox.right))).toBeLessThanOrEqual(1);
    }
    const sideBySide = formBox.width >= 2 * 180 + 16;
    const routingTop = routing.getBoundingClientRect().top;
    const accountTop = account.getBoundingClientRect().top;
    await expect(sideBySide ? accountTop === routingTop : accountTop > routingTop).toBe(true);
    // The long reference wraps inside the form rather than widening it.
    await expect(canvas.getByText(/INV-2026/).getBoundingClientRect().right).toBeLessThanOrEqual(formBox.right + 0.5);
  },
};

/**
 * A list of cards (`as="ul"`: no bullets, no indent) in columns of at least 140 px; with
 * `emptyColumns="keep"` the lone card of the second list stays one column wide instead of filling the row.
 */
export const ListInColumns: Story = {
  render: () => (
    <Stack gap="lg">
      <Stack as="ul" aria-label="Balances" gap="sm" minColumnWidth="140px" emptyColumns="keep">
        {['USD', 'EUR', 'GBP', 'CAD'].map((code) => (
          <li key={code}>
            <Box>{code}</Box>
          </li>
        ))}
      </Stack>
      <Stack as="ul" aria-label="Cards" gap="sm" minColumnWidth="140px" emptyColumns="keep">
        <li>
          <Box>Travel</Box>
        </li>
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const balances = canvas.getByRole('list', { name: 'Balances' });
    await expect(within(balances).getAllByRole('listitem')).toHaveLength(4);
    await expect(getComputedStyle(balances).paddingInlineStart).toBe('0px');
    const usd = canvas.getByText('USD').getBoundingClientRect();
    const travel = canvas.getByText('Travel').getBoundingClientRect();
    await expect(Math.abs(travel.width - usd.width)).toBeLessThanOrEqual(1);
  },
};
