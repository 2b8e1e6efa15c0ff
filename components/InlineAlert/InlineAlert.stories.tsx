import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { InlineAlert } from './InlineAlert.js';

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  args: {
    tone: 'info',
    title: 'Verification in progress',
    children: 'We are reviewing your documents. This usually takes one business day.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'danger', 'warning', 'info'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status banner: read in place, not announced over what the user is doing. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('Verification in progress');
    await expect(banner).toHaveTextContent('usually takes one business day');
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <InlineAlert tone="success" title="Card activated">
        You can start paying with it.
      </InlineAlert>
      <InlineAlert tone="danger" title="Transfer failed">
        The recipient bank rejected it.
      </InlineAlert>
      <InlineAlert tone="warning" title="Low balance">
        Top up before Friday.
      </InlineAlert>
      <InlineAlert tone="info" title="New statement">
        Your March statement is ready.
      </InlineAlert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const banners = within(canvasElement).getAllByRole('status');
    await expect(banners.map((b) => b.getAttribute('data-tone'))).toEqual(['success', 'danger', 'warning', 'info']);
    for (const banner of banners) {
      await expect(banner.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** `isUrgent` makes it an assertive alert, for problems that block the user right now. */
export const Urgent: Story = {
  args: {
    tone: 'danger',
    isUrgent: true,
    title: 'We could not submit your application',
    children: 'Check the highlighted fields and try again.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not submit your application');
  },
};

/** An action inside the banner is reached with Tab and run with Enter. */
export const WithAction: Story = {
  args: {
    tone: 'warning',
    title: 'Your card expires next month',
    children: 'Order a replacement so payments keep working.',
  },
  render: (args) => {
    const [ordered, setOrdered] = useState(false);
    return (
      <InlineAlert
        {...args}
        action={
          <Button size="sm" variant="secondary" onPress={() => setOrdered(true)}>
            {ordered ? 'Replacement ordered' : 'Order replacement'}
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Order replacement' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Replacement ordered' })).toBeInTheDocument();
  },
};

function DismissibleBanner({ onDismiss }: { onDismiss: () => void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <InlineAlert
      tone="success"
      title="Settings saved"
      dismissLabel="Dismiss message"
      onDismiss={() => {
        setOpen(false);
        onDismiss();
      }}
    >
      Your notification preferences are updated.
    </InlineAlert>
  ) : (
    <p>Banner dismissed</p>
  );
}

/** The close button has a focus ring and closes the banner with Enter. */
export const DismissibleFocusVisible: Story = {
  args: { onDismiss: fn() },
  render: (args) => <DismissibleBanner onDismiss={args.onDismiss ?? (() => {})} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const close = canvas.getByRole('button', { name: 'Dismiss message' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await expect(close).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(close).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const LongTextNarrow: Story = {
  args: {
    tone: 'danger',
    title: 'Some of the shareholders listed on your application still need to verify their identity',
    children:
      'Each shareholder who owns twenty-five percent or more of the company receives an email with a link. Ask them to open it and follow the steps; we will notify you when everyone is done.',
    onDismiss: fn(),
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expect(window.innerWidth).toBe(320);
    const banner = within(canvasElement).getByRole('status');
    await expect(banner.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
