import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { TextField } from '../TextField/TextField.js';
import { Dialog } from './Dialog.js';
import { DialogTrigger } from './DialogTrigger.js';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  subcomponents: { DialogTrigger },
  args: {
    title: 'Rename card',
    onOpenChange: fn(),
    children: (
      <TextField label="Card name" defaultValue="Marketing" description="Shown on statements and in the app." />
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['modal', 'fullscreen', 'responsive', 'sheet'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
    actions: { control: false },
  },
  render: (args) => (
    <DialogTrigger onOpenChange={args.onOpenChange}>
      <Button variant="secondary">Rename card</Button>
      <Dialog
        {...args}
        onOpenChange={undefined}
        actions={(close) => (
          <>
            <Button variant="ghost" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Save</Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Enter opens; Tab cycles inside the dialog only; Escape closes and focus returns to the trigger. */
export const Modal: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename card' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await page.findByRole('dialog', { name: 'Rename card' });
    // APG dialog: aria-modal="true", and the page behind is out of reach of assistive technology
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Rename card' }).closest('[inert], [aria-hidden="true"]'),
    ).not.toBeNull();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    const dialogScope = within(dialog);
    await userEvent.tab();
    await expect(dialogScope.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialogScope.getByRole('textbox', { name: 'Card name' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialogScope.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialogScope.getByRole('button', { name: 'Save' })).toHaveFocus();
    // Focus wraps around inside the dialog, never reaching the page behind it.
    await userEvent.tab();
    await expect(dialogScope.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(dialogScope.getByRole('button', { name: 'Save' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Space opens too; an action that calls `close` closes it and focus returns to the trigger. */
export const CloseWithAction: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename card' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const dialog = await page.findByRole('dialog', { name: 'Rename card' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function ControlledDialog({ onOpenChange }: { onOpenChange: (isOpen: boolean) => void }) {
  const [isOpen, setOpen] = useState(false);
  const change = (open: boolean) => {
    setOpen(open);
    onOpenChange(open);
  };
  return (
    <>
      <Button onPress={() => change(true)}>Show limits</Button>
      <Dialog title="Spending limits" size="sm" isOpen={isOpen} onOpenChange={change}>
        <p>Daily limit: $5,000. Monthly limit: $50,000.</p>
      </Dialog>
    </>
  );
}

/** Controlled with `isOpen` / `onOpenChange` and no DialogTrigger: focus still returns to the button. */
export const Controlled: Story = {
  render: (args) => <ControlledDialog onOpenChange={args.onOpenChange ?? (() => {})} />,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show limits' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Spending limits' });
    await expect(dialog).toHaveTextContent('Daily limit: $5,000.');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Full screen with a Back button in the header; Back closes (or calls `onBack`). */
export const Fullscreen: Story = {
  args: { variant: 'fullscreen', labels: { back: 'Back to cards' } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename card' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Rename card' });
    const rect = dialog.getBoundingClientRect();
    await expect(rect.width).toBe(document.documentElement.clientWidth);
    await expect(rect.height).toBe(document.documentElement.clientHeight);
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Back to cards' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Reopened, so the accessibility check runs on the open full-screen dialog.
    await userEvent.keyboard('{Enter}');
    await page.findByRole('dialog', { name: 'Rename card' });
  },
};

/** The responsive variant is a centred panel from the `md` breakpoint up. */
export const Responsive: Story = {
  args: { variant: 'responsive' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Rename card' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Rename card' })).toHaveFocus());
  },
};

/** On a 320 px viewport the responsive variant fills the screen. */
export const ResponsiveAt320: Story = {
  args: { variant: 'responsive', title: 'Rename the corporate card used by the marketing team' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(320);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Rename the corporate card used by the marketing team' });
    const rect = dialog.getBoundingClientRect();
    // The whole viewport (less the scrollbar gutter the page keeps while scrolling is locked).
    await expect(rect.left).toBe(0);
    await expect(rect.width).toBe(document.documentElement.clientWidth);
    await expect(rect.height).toBe(document.documentElement.clientHeight);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    // Left open so the accessibility check runs on the full-screen dialog.
  },
};

const transactions = Array.from({ length: 30 }, (_, index) => `Transaction ${index + 1}`);

/**
 * Bottom sheet: slides up (no slide under reduced motion), the header stays in place while the
 * body scrolls, and the action bar stays fixed at the bottom.
 */
export const Sheet: Story = {
  args: {
    variant: 'sheet',
    title: 'Filter transactions',
    children: (
      <ul>
        {transactions.map((label) => (
          <li key={label}>
            <label>
              <input type="checkbox" /> {label}
            </label>
          </li>
        ))}
      </ul>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Filter</Button>
      <Dialog
        {...args}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Reset
            </Button>
            <Button onPress={close}>Apply filters</Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filter' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Filter transactions' });
    const heading = within(dialog).getByRole('heading', { name: 'Filter transactions' });
    const apply = within(dialog).getByRole('button', { name: 'Apply filters' });
    // Wait for the slide-up to finish, then check the sheet sits on the bottom edge.
    const sheet = dialog.parentElement ?? dialog;
    await Promise.all(sheet.getAnimations().map((animation) => animation.finished));
    await expect(sheet.getBoundingClientRect().bottom).toBeCloseTo(document.documentElement.clientHeight, 0);
    const headingTop = heading.getBoundingClientRect().top;
    const applyBottom = apply.getBoundingClientRect().bottom;

    // Tab through to the last checkbox: the body scrolls, header and action bar do not move.
    await userEvent.tab();
    for (let index = 0; index < transactions.length; index += 1) await userEvent.tab();
    await expect(within(dialog).getByRole('checkbox', { name: 'Transaction 30' })).toHaveFocus();
    await expect(heading.getBoundingClientRect().top).toBe(headingTop);
    await expect(apply.getBoundingClientRect().bottom).toBe(applyBottom);
    await expect(heading).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    // Reopened, so the accessibility check runs on the open sheet.
    await userEvent.keyboard('{Enter}');
    await page.findByRole('dialog', { name: 'Filter transactions' });
  },
};

/**
 * Under reduced motion GlobalStyles sets the motion tokens to 0 ms: the sheet appears in place
 * with no slide. (The story sets the same custom properties the media query sets.)
 */
export const SheetReducedMotion: Story = {
  args: { variant: 'sheet', title: 'Sort by', children: <p>Newest first</p> },
  beforeEach: () => {
    const root = document.documentElement.style;
    for (const name of ['fast', 'normal', 'slow']) root.setProperty(`--spend-motion-${name}`, '0ms');
    return () => {
      for (const name of ['fast', 'normal', 'slow']) root.removeProperty(`--spend-motion-${name}`);
    };
  },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Sort by' });
    const sheet = dialog.parentElement ?? dialog;
    const durations = sheet
      .getAnimations()
      .map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0));
    await expect(durations.every((duration) => duration === 0)).toBe(true);
    await expect(sheet.getBoundingClientRect().bottom).toBeCloseTo(document.documentElement.clientHeight, 0);
  },
};

function NestedDialogs() {
  return (
    <DialogTrigger>
      <Button>Add recipient</Button>
      <Dialog title="Add recipient">
        <p>Choose how you pay this recipient.</p>
        <DialogTrigger>
          <Button variant="secondary">Add bank details</Button>
          <Dialog title="Bank details" size="sm">
            <TextField label="Account number" />
          </Dialog>
        </DialogTrigger>
      </Dialog>
    </DialogTrigger>
  );
}

/** A dialog opened from a dialog: Escape closes only the top one and focus returns step by step. */
export const Nested: Story = {
  render: () => <NestedDialogs />,
  play: async ({ canvasElement }) => {
    const outerTrigger = within(canvasElement).getByRole('button', { name: 'Add recipient' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const outer = await page.findByRole('dialog', { name: 'Add recipient' });
    const innerTrigger = within(outer).getByRole('button', { name: 'Add bank details' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(innerTrigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const inner = await page.findByRole('dialog', { name: 'Bank details' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(inner).getByRole('textbox', { name: 'Account number' })).toHaveFocus();
    // Tab stays in the top dialog.
    await userEvent.tab();
    await expect(within(inner).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Bank details' })).not.toBeInTheDocument());
    await expect(page.getByRole('dialog', { name: 'Add recipient' })).toBeInTheDocument();
    await waitFor(() => expect(innerTrigger).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(outerTrigger).toHaveFocus());
  },
};

/** For a form that must not be lost: Escape does nothing; the buttons still close it. */
export const KeyboardDismissDisabled: Story = {
  args: { isKeyboardDismissDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Rename card' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Rename card' })).toHaveFocus());
  },
};

/** A long title wraps instead of overflowing the panel. */
export const LongTitle: Story = {
  args: {
    size: 'sm',
    title: 'Rename the corporate card used for the quarterly marketing conference in Chicago',
  },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog');
    const heading = within(dialog).getByRole('heading');
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};
