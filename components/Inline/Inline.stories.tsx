import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/index.js';
import { Inline } from './Inline.js';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl'] },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end', 'baseline'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = ['Virtual', 'Single use', 'Frozen', 'Marketing', 'Travel', 'Software', 'Advertising', 'Events'];

/** Badges in a row; on a phone they wrap onto more lines instead of running off the screen. */
export const Wrapping: Story = {
  args: {
    gap: 'xs',
    children: labels.map((label) => <Badge key={label}>{label}</Badge>),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of labels) await expect(canvas.getByText(label)).toBeVisible();
    // Nothing runs out of the row however narrow the screen.
    const right = canvasElement.getBoundingClientRect().right;
    await expect(canvas.getByText('Events').getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};

/** A title and its details on one baseline, spread to both ends. */
export const BaselineBetween: Story = {
  args: {
    align: 'baseline',
    justify: 'between',
    gap: 'md',
    rowGap: 'xs',
    children: [
      <strong key="title" style={{ fontSize: 18 }}>
        Acme Supplies Ltd
      </strong>,
      <span key="detail">EUR · DE89 3704 0044 0532 0130 00</span>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Acme Supplies Ltd')).toBeVisible();
    await expect(canvas.getByText(/DE89/)).toBeVisible();
  },
};

/** As a `span` where only phrasing content may go, e.g. a heading with its badge. */
export const InHeading: Story = {
  render: () => (
    <h3 style={{ margin: 0 }}>
      <Inline as="span" gap="sm" align="center">
        Card Details
        <Badge tone="info">New</Badge>
      </Inline>
    </h3>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3, name: 'Card Details New' });
    await expect(heading.firstElementChild?.tagName).toBe('SPAN');
  },
};

/**
 * `inTextLine`: an icon and its words inside a sentence, on the sentence's line. `shrinkable`: inside a
 * narrow cell, a long name is cut with an ellipsis instead of widening the cell.
 */
export const InTextLineAndShrinkable: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0 }}>
        Paid to{' '}
        <Inline as="span" inTextLine gap="xs" align="baseline" data-testid="payee">
          <Badge tone="info">Vendor</Badge>
          Acme Supplies
        </Inline>{' '}
        yesterday.
      </p>
      <div data-testid="cell" style={{ display: 'flex', width: 160, border: '1px dashed currentColor' }}>
        <Inline as="span" gap="xs" align="center" wrap={false} shrinkable>
          <span style={{ flexShrink: 0 }}>
            <Badge>POS</Badge>
          </span>
          <span
            title="Northwind Traders International Holdings"
            style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
          >
            Northwind Traders International Holdings
          </span>
        </Inline>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sentence = canvas.getByText(/Paid to/);
    const payee = canvas.getByTestId('payee');
    // One line: the icon and its words sit on the sentence's line.
    await expect(getComputedStyle(payee).display).toBe('inline-flex');
    await expect(payee.getBoundingClientRect().height).toBeLessThan(sentence.getBoundingClientRect().height * 1.5);
    const cell = canvas.getByTestId('cell').getBoundingClientRect();
    const name = canvas.getByText(/Northwind/).getBoundingClientRect();
    await expect(name.right).toBeLessThanOrEqual(cell.right + 0.5);
  },
};
