import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CopyButton } from '../CopyButton/index.js';
import { Inline } from '../Inline/index.js';
import { DescriptionList, type DescriptionItem } from './DescriptionList.js';

const transfer: DescriptionItem[] = [
  { term: 'Recipient', description: 'Acme Supplies Ltd' },
  { term: 'IBAN', description: 'DE89 3704 0044 0532 0130 00' },
  { term: 'Amount', description: '€1,250.00' },
  { term: 'Reference', description: 'Invoice 2026-0042, office furniture for the Berlin team' },
];

const meta = {
  title: 'Layout/DescriptionList',
  component: DescriptionList,
  args: { items: transfer, 'aria-label': 'Transfer' },
  argTypes: {
    layout: { control: 'inline-radio', options: ['responsive', 'columns', 'stacked', 'tiles'] },
    valueAlign: { control: 'inline-radio', options: ['start', 'end'] },
    valueWeight: { control: 'inline-radio', options: ['regular', 'medium'] },
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each term beside its value from the `md` breakpoint, above it on a phone. */
export const Responsive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByLabelText('Transfer');
    await expect(list.tagName).toBe('DL');
    await expect(canvas.getAllByRole('term')).toHaveLength(4);
    await expect(canvas.getAllByRole('definition')).toHaveLength(4);
    const term = canvas.getByText('Recipient').getBoundingClientRect();
    const value = canvas.getByText('Acme Supplies Ltd').getBoundingClientRect();
    if (window.innerWidth >= 768) await expect(value.left).toBeGreaterThan(term.right);
    else await expect(value.top).toBeGreaterThanOrEqual(term.bottom);
  },
};

/** Amounts of a quote: side by side at every width, the values lined up on the right. */
export const ColumnsAmounts: Story = {
  args: {
    layout: 'columns',
    termColumn: 'minmax(0, 1fr)',
    valueColumn: 'auto',
    columnGap: 'md',
    valueAlign: 'end',
    valueWeight: 'medium',
    items: [
      { term: 'You send', description: '€1,000.00' },
      { term: 'Conversion fee', description: '€4.50' },
      { term: 'Rate', description: '1 EUR = 1.0842 USD' },
      { term: 'They receive', description: '$1,079.32' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fee = canvas.getByText('€4.50').getBoundingClientRect();
    const received = canvas.getByText('$1,079.32').getBoundingClientRect();
    await expect(Math.round(fee.right)).toBe(Math.round(received.right));
  },
};

/** A narrow card's facts, each label over its value, one with a copy button. */
export const StackedWithCopy: Story = {
  args: {
    layout: 'stacked',
    rowGap: 'md',
    valueWeight: 'medium',
    items: [
      { term: 'Account holder', description: 'Northwind Traders Inc.' },
      {
        term: 'Account number',
        description: (
          <Inline as="span" gap="xs" align="center" wrap={false}>
            8310 0042 7781
            <CopyButton value="831000427781" label="Copy account number" size="sm" />
          </Inline>
        ),
      },
      { term: 'Bank address', description: '1 Financial Plaza, Suite 1200, New York, NY 10004, United States' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copy account number' })).toBeVisible();
    const term = canvas.getByText('Account holder').getBoundingClientRect();
    const value = canvas.getByText('Northwind Traders Inc.').getBoundingClientRect();
    await expect(value.top).toBeGreaterThanOrEqual(term.bottom);
  },
};

/** Totals, each in a tile of its own. */
export const Tiles: Story = {
  args: {
    layout: 'tiles',
    'aria-label': 'Lifetime cashback',
    items: [
      { term: 'Lifetime cashback earned', description: '$1,204.16' },
      { term: 'Lifetime cashback redeemed', description: '$900.00' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('definition')).toHaveLength(2);
    const earned = canvas.getByText('$1,204.16').closest('div');
    await expect(earned).toContainElement(canvas.getByText('Lifetime cashback earned'));
  },
};
