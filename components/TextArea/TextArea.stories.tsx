import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.js';

const meta = {
  title: 'Text entry/TextArea',
  component: TextArea,
  args: { label: 'Note', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Team lunch{Enter}with client');
    await expect(input).toHaveValue('Team lunch\nwith client');
    await expect(args.onChange).toHaveBeenLastCalledWith('Team lunch\nwith client');
  },
};

export const WithDescription: Story = {
  args: { label: 'Reason', description: 'Shown to the approver.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Reason' });
    await expect(input).toHaveAccessibleDescription('Shown to the approver.');
  },
};

export const CharacterCount: Story = {
  args: { label: 'Memo', showCharacterCount: true, maxLength: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Memo' });
    await expect(input).toHaveAccessibleDescription('0 of 20 characters');
    await userEvent.tab();
    await userEvent.keyboard('Office supplies');
    await expect(canvas.getByText('15 of 20 characters')).toBeVisible();
    // maxLength stops typing at the limit.
    await userEvent.keyboard(' for the team');
    await expect(input).toHaveValue('Office supplies for ');
    await expect(canvas.getByText('20 of 20 characters')).toHaveAttribute('data-over-limit');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input.parentElement).toHaveAttribute('data-focus-within');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Locked after approval' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { label: 'Reason', isInvalid: true, errorMessage: 'Enter a reason', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Reason/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a reason');
    await userEvent.tab();
    await userEvent.keyboard('Client visit');
    await expect(input).toHaveValue('Client visit');
  },
};

export const LongText: Story = {
  args: {
    label: 'Describe the business purpose of this expense in as much detail as the approver needs',
    defaultValue:
      'Quarterly planning offsite with the regional sales team, including venue hire, catering for twenty-four people, audiovisual equipment and a shared dinner on the second evening.',
    showCharacterCount: true,
    maxLength: 500,
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const input = within(canvasElement).getByRole('textbox');
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await userEvent.keyboard('{Control>}{End}{/Control} Thanks.');
    await expect((input as HTMLTextAreaElement).value.endsWith('evening. Thanks.')).toBe(true);
  },
};

export const NarrowViewport: Story = {
  args: { label: 'Note', isInvalid: true, errorMessage: 'Note is too short' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const input = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await userEvent.tab();
    await userEvent.keyboard('Taxi');
    await expect(input).toHaveValue('Taxi');
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 340,
    );
  },
};
