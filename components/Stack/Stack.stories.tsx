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
