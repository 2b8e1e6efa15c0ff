import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from './CopyButton.js';

/** Replaces the browser clipboard with a spy for one story; the returned function restores it. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const writeText = fn(async (_text: string) => {});

const meta = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  args: { value: '4111 1111 1111 1111', label: 'Copy card number', onCopied: fn(), onCopyError: fn() },
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockImplementation(async () => {});
    return stubClipboard(writeText);
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IconOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy card number' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith('4111 1111 1111 1111'));
    await expect(writeText).toHaveBeenCalledWith('4111 1111 1111 1111');
    await expect(args.onCopyError).not.toHaveBeenCalled();
    // The name stays the same after copying; only the icon changes.
    await expect(button).toHaveAccessibleName('Copy card number');
    await expect(button).toHaveFocus();
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true, label: 'Copy account number', value: '000123456789', variant: 'secondary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy account number' });
    await expect(button).toHaveTextContent('Copy account number');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith('000123456789'));
  },
};

/** The browser refuses: `onCopyError` receives the reason and `onCopied` is not called. */
export const CopyFails: Story = {
  beforeEach: () => {
    writeText.mockImplementation(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy card number' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCopyError).toHaveBeenCalledOnce());
    await expect(args.onCopied).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy card number' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};
