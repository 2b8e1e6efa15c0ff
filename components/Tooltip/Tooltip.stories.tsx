import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Snowflake } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { IconButton } from '../IconButton/IconButton.js';
import { Tooltip } from './Tooltip.js';
import { TooltipTrigger } from './TooltipTrigger.js';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  subcomponents: { TooltipTrigger },
  args: { children: 'Freeze card' },
  render: (args) => (
    <div style={{ paddingTop: 48 }}>
      <TooltipTrigger delay={0}>
        <IconButton icon={Snowflake} aria-label="Freeze" />
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Keyboard focus shows it at once and it describes the trigger; Escape hides it, focus stays. */
export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Freeze' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await page.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Freeze card');
    await expect(trigger).toHaveAccessibleDescription('Freeze card');
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Blur hides it. */
export const HidesOnBlur: Story = {
  render: (args) => (
    <div style={{ paddingTop: 48, display: 'flex', gap: 8 }}>
      <TooltipTrigger delay={0}>
        <IconButton icon={Snowflake} aria-label="Freeze" />
        <Tooltip {...args} />
      </TooltipTrigger>
      <Button variant="secondary">Next</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await page.findByRole('tooltip');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toHaveFocus();
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Hovering shows it after the delay; leaving hides it. Left shown for the accessibility check. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Freeze' });
    // The pointer first moves over the page (react-aria shows hover tooltips only for a pointer user).
    await userEvent.hover(canvasElement);
    await userEvent.hover(trigger);
    const tooltip = await page.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Freeze card');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.hover(trigger);
    await page.findByRole('tooltip');
  },
};

/** Placed below when asked; long text wraps within the viewport at 320 px. */
export const LongTextAt320: Story = {
  args: {
    placement: 'bottom',
    children: 'Download the statement as a PDF, including every transaction of the selected period.',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: (args) => (
    <TooltipTrigger delay={0}>
      <IconButton icon={Download} aria-label="Download statement" />
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Download statement' });
    await userEvent.tab();
    const tooltip = await page.findByRole('tooltip');
    await waitFor(() => {
      const rect = tooltip.getBoundingClientRect();
      expect(rect.top).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().bottom);
      expect(rect.left).toBeGreaterThanOrEqual(0);
      expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    });
  },
};

/** A disabled tooltip trigger never shows its tooltip. */
export const Disabled: Story = {
  render: (args) => (
    <TooltipTrigger delay={0} isDisabled>
      <IconButton icon={Snowflake} aria-label="Freeze" />
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Freeze' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.hover(canvasElement);
    await userEvent.hover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(page.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
