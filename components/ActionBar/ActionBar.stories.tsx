import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { ActionBar } from './ActionBar.js';

const meta = {
  title: 'Layout/ActionBar',
  component: ActionBar,
  argTypes: {
    justify: { control: 'inline-radio', options: ['start', 'end', 'between'] },
  },
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form's buttons: the way out first, the main action last, at the end of the line. */
export const FormButtons: Story = {
  args: {
    children: [
      <Button key="cancel" variant="secondary">
        Cancel
      </Button>,
      <Button key="save" type="submit">
        Save changes
      </Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await expect(save.getBoundingClientRect().left).toBeGreaterThan(cancel.getBoundingClientRect().right);
  },
};

/** A wizard step's Back and Next, at both ends. */
export const BackAndNext: Story = {
  args: {
    justify: 'between',
    children: [
      <Button key="back" variant="secondary">
        Back
      </Button>,
      <Button key="next">Next</Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('button', { name: 'Back' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next.getBoundingClientRect().left - back.getBoundingClientRect().right).toBeGreaterThan(8);
  },
};

/** Many buttons on a phone: they wrap onto a second line rather than run off the screen. */
export const Wrapping: Story = {
  args: {
    children: ['Download statement', 'Export as CSV', 'Print', 'Share with accountant'].map((label) => (
      <Button key={label} variant="secondary">
        {label}
      </Button>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const right = canvasElement.getBoundingClientRect().right;
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};
