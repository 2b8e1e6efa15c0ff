import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { DialogTrigger } from '../Dialog/DialogTrigger.js';
import { AlertDialog } from './AlertDialog.js';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete this card?',
    children: 'The card stops working at once. This cannot be undone.',
    confirmLabel: 'Delete card',
    cancelLabel: 'Keep card',
    variant: 'destructive',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'destructive'] } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete card</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Focus starts on the least destructive action; Enter there cancels and focus returns. */
export const Destructive: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete card' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('alertdialog', { name: 'Delete this card?' });
    // APG alert dialog: aria-modal="true", and the page behind is out of reach of assistive technology
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Delete card' }).closest('[inert], [aria-hidden="true"]'),
    ).not.toBeNull();
    await expect(dialog).toHaveAccessibleDescription('The card stops working at once. This cannot be undone.');
    const keep = within(dialog).getByRole('button', { name: 'Keep card' });
    await waitFor(() => expect(keep).toHaveFocus());
    // Focus is trapped between the two buttons.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete card' })).toHaveFocus();
    await userEvent.tab();
    await expect(keep).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete card' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const dialog = await page.findByRole('alertdialog', { name: 'Delete this card?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep card' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape cancels. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Delete card' })).toHaveFocus());
  },
};

/** The default variant: the confirming button is a primary button. Left open for the accessibility check. */
export const Default: Story = {
  args: {
    variant: 'default',
    title: 'Submit for approval?',
    children: 'Your manager gets an email with the request.',
    confirmLabel: 'Submit',
    cancelLabel: 'Not yet',
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Submit request</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('alertdialog', { name: 'Submit for approval?' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await expect(submit).toHaveAttribute('data-variant', 'primary');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Not yet' })).toHaveFocus());
  },
};

function ControlledAlert({ onConfirm }: { onConfirm: () => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Sign out</Button>
      <AlertDialog
        title="Sign out of all devices?"
        confirmLabel="Sign out"
        isOpen={isOpen}
        onOpenChange={setOpen}
        onConfirm={onConfirm}
      >
        You will need to sign in again on every device.
      </AlertDialog>
    </>
  );
}

/** Controlled with `isOpen` / `onOpenChange`, at 320 px: the buttons wrap inside the panel. */
export const ControlledAt320: Story = {
  render: (args) => <ControlledAlert onConfirm={args.onConfirm ?? (() => {})} />,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign out' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('alertdialog', { name: 'Sign out of all devices?' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).toHaveFocus());
  },
};
