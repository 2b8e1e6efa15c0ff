import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField.js';

const meta = {
  title: 'Text entry/SearchField',
  component: SearchField,
  args: { label: 'Search transactions', onSubmit: fn(), onClear: fn(), onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter submits the text. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search transactions' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Uber{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Uber');
  },
};

/** Escape clears the text; the clear button does too, and focus returns to the input. */
export const Clearing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search transactions' });
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('Lyft');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('Delta');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(2);
  },
};

export const CustomClearLabel: Story = {
  args: { label: 'Rechercher', clearLabel: 'Effacer la recherche', defaultValue: 'café' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Effacer la recherche' })).toBeInTheDocument();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search transactions' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input.parentElement).toHaveAttribute('data-focus-within');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Amazon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).not.toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter at least 2 characters', defaultValue: 'a' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search transactions' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter at least 2 characters');
  },
};

export const LongText: Story = {
  args: {
    label: 'Search by merchant, cardholder, amount, memo or receipt status',
    defaultValue: 'International wire transfer to Globex Corporation subsidiary in Frankfurt',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expect(window.innerWidth).toBe(320);
    const input = within(canvasElement).getByRole('searchbox');
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      'International wire transfer to Globex Corporation subsidiary in Frankfurt',
    );
  },
};

export const NarrowViewport: Story = {
  args: { 'aria-label': 'Search', label: undefined },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await userEvent.tab();
    await userEvent.keyboard('cafe{Escape}');
    await expect(input).toHaveValue('');
  },
};
