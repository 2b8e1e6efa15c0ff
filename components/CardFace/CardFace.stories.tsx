import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardFace } from './CardFace.js';

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
  title: 'Data display/CardFace',
  component: CardFace,
  args: {
    cardName: 'Marketing travel',
    holderName: 'Jane Doe',
    number: '5412751234567890',
    expiry: '2028-04-30',
    cvv: '321',
    usageLabel: 'Multi-use',
    onCopied: fn(),
    onRevealChange: fn(),
  },
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockImplementation(async () => {});
    return stubClipboard(writeText);
  },
} satisfies Meta<typeof CardFace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Masked by default: only the last four digits show and are spoken. */
export const Masked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'Marketing travel, card ending 7890, Multi-use' });
    await expect(card).toHaveTextContent('Card number ending 7890');
    await expect(card).not.toHaveTextContent('5412');
    await expect(card).toHaveTextContent('CVV hidden');
    await expect(card).not.toHaveTextContent('321');
    await expect(card).toHaveTextContent('04/28');
    const reveal = canvas.getByRole('button', { name: 'Show card details' });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The reveal toggle shows the grouped number and CVV; the card's name still never holds the number. */
export const Reveal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    const reveal = canvas.getByRole('button', { name: 'Show card details' });
    await expect(reveal).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onRevealChange).toHaveBeenCalledWith(true);
    const card = canvas.getByRole('group', { name: /card ending 7890/ });
    await expect(card).toHaveTextContent('5412 7512 3456 7890');
    await expect(card).toHaveTextContent('CVV 321');
    await expect(card.getAttribute('aria-label')).not.toContain('5412');
    await userEvent.keyboard(' ');
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await expect(card).not.toHaveTextContent('5412');
  },
};

/** Copy buttons put number, expiry and CVV on the clipboard and report which field. */
export const CopyDetails: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy card number' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith('number', '5412751234567890'));
    await expect(writeText).toHaveBeenCalledWith('5412751234567890');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy expiry date' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith('expiry', '04/28'));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith('cvv', '321'));
  },
};

/** A status such as Blocked dims the card and is part of its name. */
export const Blocked: Story = {
  args: { statusLabel: 'Blocked', usageLabel: 'Single-use Burner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: 'Marketing travel, card ending 7890, Single-use Burner, Blocked' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Blocked')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy card number' })).toHaveFocus();
  },
};

/** Amex numbers group 4-6-5. */
export const AmexGrouping: Story = {
  args: { number: '371449635398431', cvv: '1234', defaultRevealed: true, usageLabel: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'Marketing travel, card ending 8431' });
    await expect(card).toHaveTextContent('3714 496353 98431');
    await expect(canvas.getByRole('button', { name: 'Show card details' })).toHaveAttribute('aria-pressed', 'true');
  },
};

function ControlledReveal() {
  const [revealed, setRevealed] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <CardFace
        cardName="Team lunches"
        holderName="Sam Lee"
        number="2223 0031 2200 3222"
        expiry="2030-11-01"
        cvv="987"
        isRevealed={revealed}
        onRevealChange={setRevealed}
      />
      <p>{revealed ? 'Details shown' : 'Details hidden'}</p>
    </div>
  );
}

/** Controlled reveal: the parent hears every toggle. */
export const ControlledRevealState: Story = {
  render: () => <ControlledReveal />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show card details' }));
    await expect(canvas.getByText('Details shown')).toBeVisible();
    await expect(canvas.getByRole('group')).toHaveTextContent('2223 0031 2200 3222');
  },
};

/** Scales with its container: at 320 px every part stays inside the card. */
export const NarrowViewport: Story = {
  args: { cardName: 'Conference travel for the Toronto sales offsite', holderName: 'Alexandra Montgomery-Smith' },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: /card ending 7890/ });
    const box = card.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(280);
    await expect(box.height).toBeCloseTo(280 / (85.6 / 53.98), 0);
    for (const button of canvas.getAllByRole('button', { name: /Copy/ })) {
      const b = button.getBoundingClientRect();
      await expect(b.right).toBeLessThanOrEqual(box.right + 0.5);
      await expect(b.bottom).toBeLessThanOrEqual(box.bottom + 0.5);
    }
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy card number' })).toHaveFocus();
  },
};

export const Large: Story = {
  args: { maxWidth: '520px' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: /card ending 7890/ });
    await expect(Math.round(card.getBoundingClientRect().width)).toBeLessThanOrEqual(520);
    await expect(card.getBoundingClientRect().width).toBeGreaterThan(400);
  },
};
