import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioTiles, type RadioTileOption } from './RadioTiles.js';

const usage: RadioTileOption[] = [
  { value: 'single', title: 'Single use', description: 'The card closes after its first purchase.' },
  { value: 'multi', title: 'Multi use', description: 'The card stays open for repeated purchases up to its limit.' },
];

const meta = {
  title: 'Choice/RadioTiles',
  component: RadioTiles,
  args: { label: 'Card usage', options: usage, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RadioTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters the group, Space chooses, arrows move the choice. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Card usage' })).toBeInTheDocument();
    const single = canvas.getByRole('radio', { name: 'Single use' });
    await expect(single).toHaveAccessibleDescription('The card closes after its first purchase.');
    await userEvent.tab();
    await expect(single).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(single).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Multi use' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('multi');
    await expect(canvas.getByRole('radio', { name: 'Multi use' }).closest('label')).toHaveAttribute('data-selected');
  },
};

function LinkingChoice() {
  const [method, setMethod] = useState('automatic');
  return (
    <>
      <RadioTiles
        label="How do you want to link your bank?"
        orientation="horizontal"
        value={method}
        onChange={setMethod}
        options={[
          {
            value: 'automatic',
            title: 'Automatic',
            description: 'Sign in to your bank through Plaid. Takes a minute.',
          },
          {
            value: 'manual',
            title: 'Manual',
            description: 'Enter routing and account numbers; we verify with two small deposits.',
          },
        ]}
      />
      <output aria-label="Linking method">{method}</output>
    </>
  );
}

/** Controlled, side by side: automatic vs manual linking. */
export const AutomaticOrManual: Story = {
  render: () => <LinkingChoice />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Automatic' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('status', { name: 'Linking method' })).toHaveTextContent('manual');
  },
};

export const DisabledOption: Story = {
  args: {
    options: [...usage, { value: 'team', title: 'Team card', description: 'Coming soon', isDisabled: true }],
    defaultValue: 'multi',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Team card' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Multi use' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Single use' })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Choose how the card can be used' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose how the card can be used')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('Choose how the card can be used');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Single use' })).toBeChecked();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const tile = canvas.getByRole('radio', { name: 'Single use' }).closest('label');
    await expect(tile).toHaveAttribute('data-focus-visible');
    if (tile) await expect(getComputedStyle(tile).outlineStyle).toBe('solid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const NarrowViewport: Story = {
  args: { orientation: 'horizontal' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const canvas = within(canvasElement);
    const single = canvas.getByRole('radio', { name: 'Single use' }).closest('label');
    const multi = canvas.getByRole('radio', { name: 'Multi use' }).closest('label');
    // Tiles stack below each other when there is no room side by side.
    await expect(multi?.getBoundingClientRect().top).toBeGreaterThan(single?.getBoundingClientRect().bottom ?? 0);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Multi use' })).toBeChecked();
  },
};
