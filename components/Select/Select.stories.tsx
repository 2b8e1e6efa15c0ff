import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectProps } from './Select.js';

interface Category {
  id: string;
  name: string;
}

const categories: Category[] = [
  { id: 'travel', name: 'Travel' },
  { id: 'meals', name: 'Meals and entertainment' },
  { id: 'software', name: 'Software subscriptions' },
  { id: 'office', name: 'Office supplies' },
  { id: 'marketing', name: 'Marketing' },
];

function CategorySelect(props: Partial<SelectProps<Category>>) {
  return (
    <Select<Category>
      label="Category"
      items={categories}
      getKey={(category) => category.id}
      getTextValue={(category) => category.name}
      {...props}
    />
  );
}

const page = within(document.body);

const meta = {
  title: 'Choice/Select',
  component: CategorySelect,
  args: { onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategorySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens the list, arrows move, Enter chooses and focus returns to the field. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    await expect(trigger).toHaveTextContent('Select an option');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page.findByRole('listbox', { busy: false });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Travel' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // react-aria hands focus back to the button on the next frame
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(page.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(trigger).toHaveTextContent('Software subscriptions');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('software');
  },
};

/** Typing letters jumps to the matching option, open or closed. */
export const Typeahead: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    await userEvent.tab();
    await userEvent.keyboard('o');
    await expect(trigger).toHaveTextContent('Office supplies');
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page.findByRole('listbox', { busy: false });
    await userEvent.keyboard('ma');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Marketing' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('marketing');
  },
};

/** Escape closes without changing the choice. */
export const EscapeCloses: Story = {
  args: { defaultSelectedKey: 'meals' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page.findByRole('listbox', { busy: false });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Meals and entertainment' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(page.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(trigger).toHaveTextContent('Meals and entertainment');
    // react-aria's FocusScope gives focus back on the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** The hidden native select carries the value into form submissions. */
export const InAForm: Story = {
  args: { name: 'category', defaultSelectedKey: 'travel' },
  play: async ({ canvasElement }) => {
    const select = canvasElement.querySelector('select[name="category"]');
    await expect(select).toHaveValue('travel');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('data-focus-visible');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'office' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    await expect(trigger).toBeDisabled();
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
  },
};

export const InvalidWithMessage: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a category', isRequired: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose a category');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('listbox', { busy: false });
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveTextContent('Travel');
  },
};

export const LongText: Story = {
  args: {
    label: 'Category used for the monthly expense report sent to the finance team',
    defaultSelectedKey: 'meals',
    items: [
      ...categories,
      { id: 'long', name: 'Professional development, conferences, certifications and training courses abroad' },
    ],
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Category used/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await page.findByRole('listbox', { busy: false });
    await userEvent.keyboard('p{Enter}');
    await expect(trigger).toHaveTextContent(/^Professional development/);
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(listbox).not.toBeInTheDocument();
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Category/ });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const listbox = await page.findByRole('listbox', { busy: false });
    await expect(listbox.getBoundingClientRect().width).toBeLessThanOrEqual(322);
    await userEvent.keyboard('{End}{Enter}');
    await expect(trigger).toHaveTextContent('Marketing');
  },
};
