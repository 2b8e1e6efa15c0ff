import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.js';

const meta = {
  title: 'Choice/Checkbox',
  component: Checkbox,
  args: { children: 'Email me a weekly summary', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Email me a weekly summary' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible');
  },
};

export const Indeterminate: Story = {
  args: { children: 'Select all cards', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Select all cards' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

function SelectAll() {
  const [selected, setSelected] = useState<string[]>(['Travel']);
  const all = ['Travel', 'Meals', 'Software'];
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox
        isSelected={selected.length === all.length}
        isIndeterminate={selected.length > 0 && selected.length < all.length}
        onChange={(on) => setSelected(on ? all : [])}
      >
        All categories
      </Checkbox>
      {all.map((name) => (
        <Checkbox
          key={name}
          isSelected={selected.includes(name)}
          onChange={(on) => setSelected((current) => (on ? [...current, name] : current.filter((n) => n !== name)))}
        >
          {name}
        </Checkbox>
      ))}
    </div>
  );
}

/** A parent checkbox is mixed while some children are ticked; Space ticks them all. */
export const ParentOfGroup: Story = {
  render: () => <SelectAll />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parent = canvas.getByRole('checkbox', { name: 'All categories' });
    await expect(parent).toBePartiallyChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(parent).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Software' })).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Travel' })).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.tab();
    await expect(checkbox).not.toHaveFocus();
  },
};

export const InvalidWithMessage: Story = {
  args: {
    children: 'I agree to the terms and the privacy policy',
    isInvalid: true,
    errorMessage: 'You must accept the terms to continue',
    isRequired: true,
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: /I agree to the terms/ });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('You must accept the terms to continue');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Sent every Monday morning.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription('Sent every Monday morning.');
  },
};

export const LongText: Story = {
  args: {
    children:
      'I confirm that the information provided about the company, its directors and its beneficial owners is complete and accurate to the best of my knowledge',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const label = within(canvasElement).getByText(/I confirm/);
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 340,
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const NarrowViewport: Story = {
  args: { isInvalid: true, errorMessage: 'Required' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};
