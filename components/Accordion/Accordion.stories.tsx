import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion.js';

const faq: AccordionItem[] = [
  { key: 'fees', title: 'Are there any fees?', content: <p>No monthly fees. Wires cost $15.</p> },
  { key: 'limits', title: 'What are the card limits?', content: <p>Limits are set per card by an admin.</p> },
  { key: 'support', title: 'How do I reach support?', content: <p>Chat with us from the help menu.</p> },
];

const meta = {
  title: 'Disclosure/Accordion',
  component: Accordion,
  args: { items: faq, onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Single expansion: opening one section closes the other; the panel is a region named by its header. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fees = canvas.getByRole('button', { name: 'Are there any fees?' });
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await userEvent.tab();
    await expect(fees).toHaveFocus();
    await expect(fees).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(fees).toHaveAttribute('aria-expanded', 'true');
    const region = canvas.getByRole('region', { name: 'Are there any fees?' });
    await expect(fees).toHaveAttribute('aria-controls', region.id);
    await expect(region).toHaveTextContent('No monthly fees. Wires cost $15.');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['fees']));
    await userEvent.tab();
    const limits = canvas.getByRole('button', { name: 'What are the card limits?' });
    await expect(limits).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(limits).toHaveAttribute('aria-expanded', 'true');
    await expect(fees).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('No monthly fees. Wires cost $15.')).not.toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(limits).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['fees'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Are there any fees?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'What are the card limits?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

export const DisabledItem: Story = {
  args: {
    items: [
      faq[0] as AccordionItem,
      { key: 'cashback', title: 'Cashback (coming soon)', content: <p>Not yet.</p>, isDisabled: true },
      faq[2] as AccordionItem,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cashback = canvas.getByRole('button', { name: 'Cashback (coming soon)' });
    await expect(cashback).toBeDisabled();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'How do I reach support?' })).toHaveFocus();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Are there any fees?' })).toContainElement(
      canvas.getByRole('button', { name: 'Are there any fees?' }),
    );
  },
};

const recipients: AccordionItem[] = [
  { key: 'acme', title: 'Acme Supplies LLC', content: <p>Checking ••••1234, Chase</p> },
  { key: 'globex', title: 'Globex Corporation', content: <p>Wire ••••9876, Citibank</p> },
  { key: 'initech', title: 'Initech (account under review)', content: <p>Unavailable</p>, isDisabled: true },
];

function ChooseRecipient({ onChange }: { onChange?: (key: string) => void }) {
  const [recipient, setRecipient] = useState<string | null>(null);
  return (
    <>
      <Accordion
        items={recipients}
        selection={{
          label: 'Recipient',
          value: recipient,
          onChange: (key) => {
            setRecipient(key);
            onChange?.(key);
          },
        }}
      />
      <p>
        Paying: <output aria-label="Selected recipient">{recipient ?? 'nobody yet'}</output>
      </p>
    </>
  );
}

/** A radio in each header row chooses the recipient; the header button only shows the details. */
export const RadioSelection: Story = {
  render: (args) => <ChooseRecipient onChange={args.selection?.onChange} />,
  args: { selection: { label: 'Recipient', onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Recipient' })).toBeInTheDocument();
    const acme = canvas.getByRole('radio', { name: 'Acme Supplies LLC' });
    await userEvent.tab();
    await expect(acme).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(acme).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    const globex = canvas.getByRole('radio', { name: 'Globex Corporation' });
    await expect(globex).toBeChecked();
    await expect(args.selection?.onChange).toHaveBeenLastCalledWith('globex');
    await expect(canvas.getByRole('radio', { name: /Initech/ })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Selected recipient' })).toHaveTextContent('globex');
    // Tab leaves the radio group for the header button in the same row, which expands the details.
    await userEvent.tab();
    const globexButton = canvas.getByRole('button', { name: 'Globex Corporation' });
    await expect(globexButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: 'Globex Corporation' })).toHaveTextContent(
      'Wire ••••9876, Citibank',
    );
    await expect(globex).toBeChecked();
    // Shift+Tab from the first button returns to the group at its checked radio.
    await userEvent.tab({ shift: true });
    await expect(globex).toHaveFocus();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Are there any fees?' });
    await userEvent.tab();
    await expect(button).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const NarrowViewport: Story = {
  args: {
    items: [
      {
        key: 'long',
        title: 'What happens to scheduled payments when the funding account is closed by an administrator?',
        content: <p>They are cancelled and the requester is notified by email.</p>,
      },
      ...faq,
    ],
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /scheduled payments/ });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 320 + 1,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};
