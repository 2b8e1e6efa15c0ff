import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { IconButton } from '../IconButton/IconButton.js';
import { Link } from '../Link/Link.js';
import { Popover } from './Popover.js';
import { PopoverTrigger } from './PopoverTrigger.js';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  subcomponents: { PopoverTrigger },
  args: {
    title: 'Available balance',
    children: 'Your balance minus pending card transactions and scheduled payments.',
  },
  argTypes: { children: { control: false } },
  render: (args) => (
    <PopoverTrigger>
      <IconButton icon={Info} aria-label="About available balance" />
      <Popover {...args} />
    </PopoverTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Enter opens below the trigger; Escape closes and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'About available balance' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const popover = await page.findByRole('dialog', { name: 'Available balance' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', popover.id);
    await waitFor(() => expect(popover).toHaveFocus());
    await waitFor(() =>
      expect(popover.getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().bottom),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Tab stays inside the popover; an action can close it with `close`. Left open at the end. */
export const WithActions: Story = {
  args: {
    title: 'Cashback',
    children: (close) => (
      <>
        <p style={{ margin: 0 }}>You earn 1.5% on every card transaction.</p>
        <Link href="#cashback">How cashback works</Link>
        <Button size="sm" onPress={close}>
          Got it
        </Button>
      </>
    ),
  },
  render: (args) => (
    <PopoverTrigger>
      <Button variant="secondary">Cashback</Button>
      <Popover {...args} />
    </PopoverTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cashback' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const popover = await page.findByRole('dialog', { name: 'Cashback' });
    await userEvent.tab();
    await expect(within(popover).getByRole('link', { name: 'How cashback works' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(popover).getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(popover).getByRole('link', { name: 'How cashback works' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await page.findByRole('dialog', { name: 'Cashback' });
  },
};

/** Without a visible title the popover is named by `aria-label`; it prefers the top here. */
export const LabelledAbove: Story = {
  args: { title: undefined, 'aria-label': 'Card limit help', placement: 'top', children: 'Limits reset at midnight.' },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const popover = await page.findByRole('dialog', { name: 'Card limit help' });
    await waitFor(() =>
      expect(popover.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top),
    );
  },
};

/** With no room below, floating-ui flips the popover above its trigger. */
export const FlipsWhenNoRoom: Story = {
  decorators: [
    (Story) => (
      <div style={{ height: 'calc(100vh - 40px)', display: 'flex', alignItems: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const popover = await page.findByRole('dialog', { name: 'Available balance' });
    await waitFor(() =>
      expect(popover.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top),
    );
  },
};

/** On a 320 px viewport long content wraps and the popover stays on screen. */
export const At320: Story = {
  args: {
    title: 'Why is this payment pending?',
    children:
      'International transfers are reviewed by our compliance team before they are sent. This usually takes less than one business day.',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const popover = await page.findByRole('dialog', { name: 'Why is this payment pending?' });
    await waitFor(() => {
      const rect = (popover.parentElement ?? popover).getBoundingClientRect();
      expect(rect.left).toBeGreaterThanOrEqual(0);
      expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    });
  },
};

/** The trigger reports opening and closing through `onOpenChange` (or takes `isOpen`). */
export const Controlled: Story = {
  parameters: { onOpenChange: fn() },
  render: (_args, { parameters }) => (
    <PopoverTrigger onOpenChange={parameters.onOpenChange as (isOpen: boolean) => void}>
      <Button variant="secondary">Fees</Button>
      <Popover title="Fees">No fees on domestic transfers.</Popover>
    </PopoverTrigger>
  ),
  play: async ({ canvasElement, parameters }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('dialog', { name: 'Fees' });
    await expect(parameters.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await expect(parameters.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Fees' })).toHaveFocus());
  },
};
