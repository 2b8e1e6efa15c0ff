import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectProps } from './Select.js';
import { Drawer } from '../Drawer/Drawer.js';

/**
 * The keyboard of the Select, row by row. It follows react-aria's button + listbox pattern (the
 * APG "collapsible listbox"): focus moves into the list while it is open and back to the button.
 */

interface Category {
  id: string;
  name: string;
}

const categories: Category[] = [
  { id: 'travel', name: 'Travel' },
  { id: 'meals', name: 'Meals and entertainment' },
  { id: 'marketing', name: 'Marketing' },
  { id: 'software', name: 'Software subscriptions' },
  { id: 'office', name: 'Office supplies' },
  { id: 'mileage', name: 'Mileage' },
];

function CategorySelect(props: Partial<SelectProps<Category>>) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360, minHeight: 360 }}>
      <Select<Category>
        label="Category"
        items={categories}
        getKey={(category) => category.id}
        getTextValue={(category) => category.name}
        {...props}
      />
      <button type="button">Next field</button>
    </div>
  );
}

const page = within(document.body);

const meta = {
  title: 'Choice/Select/Keyboard (APG listbox button)',
  component: CategorySelect,
  args: { onSelectionChange: fn() },
} satisfies Meta<typeof CategorySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Category/ });
const option = (name: string) => page.getByRole('option', { name });
const expectHighlighted = (name: string) => waitFor(() => expect(option(name)).toHaveFocus());
const expectClosed = async () => {
  await waitFor(() => expect(page.queryByRole('listbox')).not.toBeInTheDocument());
};
/** Closed with focus back on the button (react-aria returns it on the next frame, so wait for it). */
const expectClosedOnButton = () =>
  waitFor(() => {
    expect(page.queryByRole('listbox')).not.toBeInTheDocument();
    expect(page.getByRole('button', { name: /Category/ })).toHaveFocus();
  });

/** Opening from the closed button: Enter, Space, arrows, Alt+ArrowDown, Home, End and a click. */
export const Opening: Story = {
  args: { defaultSelectedKey: 'marketing' },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    // on Tab, focus moves to the button
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // on Enter, the list opens with the chosen option highlighted
    await userEvent.keyboard('{Enter}');
    await expectHighlighted('Marketing');
    await userEvent.keyboard('{Escape}');
    await expectClosedOnButton();
    // on Space, the list opens with the chosen option highlighted
    await userEvent.keyboard(' ');
    await expectHighlighted('Marketing');
    await userEvent.keyboard('{Escape}');
    await expectClosedOnButton();
    // on ArrowDown, the list opens with the chosen option highlighted
    await userEvent.keyboard('{ArrowDown}');
    await expectHighlighted('Marketing');
    await userEvent.keyboard('{Escape}');
    await expectClosedOnButton();
    // on ArrowUp, the list opens with the chosen option highlighted
    await userEvent.keyboard('{ArrowUp}');
    await expectHighlighted('Marketing');
    await userEvent.keyboard('{Escape}');
    await expectClosedOnButton();
    // on Alt+ArrowDown, the list opens
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expectHighlighted('Marketing');
    await userEvent.keyboard('{Escape}');
    await expectClosedOnButton();
    // on Home, the list opens with the first option highlighted
    await userEvent.keyboard('{Home}');
    await expectHighlighted('Travel');
    await userEvent.keyboard('{Escape}');
    await expectClosedOnButton();
    // on End, the list opens with the last option highlighted
    await userEvent.keyboard('{End}');
    await expectHighlighted('Mileage');
    await userEvent.keyboard('{Escape}');
    await expectClosedOnButton();
    await expect(button).toHaveFocus();
  },
};

/** A click opens the list with an option highlighted; the next ArrowDown moves, it does not close. */
export const OpeningByClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    // on a click with nothing chosen, the first option is highlighted
    await expectHighlighted('Travel');
    // on ArrowDown after the click, the highlight moves to the next option and the list stays open
    await userEvent.keyboard('{ArrowDown}');
    await expectHighlighted('Meals and entertainment');
    await expect(page.getByRole('listbox')).toBeInTheDocument();
  },
};

/** Moving in the open list: arrows stop at the ends, Home and End. */
export const MovingInTheList: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expectHighlighted('Travel');
    // on ArrowUp on the first option, the highlight stays
    await userEvent.keyboard('{ArrowUp}');
    await expectHighlighted('Travel');
    // on ArrowDown, the highlight moves to the next option
    await userEvent.keyboard('{ArrowDown}');
    await expectHighlighted('Meals and entertainment');
    // on End, the highlight moves to the last option
    await userEvent.keyboard('{End}');
    await expectHighlighted('Mileage');
    // on ArrowDown on the last option, the highlight stays
    await userEvent.keyboard('{ArrowDown}');
    await expectHighlighted('Mileage');
    // on ArrowUp, the highlight moves to the previous option
    await userEvent.keyboard('{ArrowUp}');
    await expectHighlighted('Office supplies');
    // on Home, the highlight moves to the first option
    await userEvent.keyboard('{Home}');
    await expectHighlighted('Travel');
  },
};

/** Typeahead in the open list: the same letter again moves on to the next match, and wraps round. */
export const TypeaheadInTheList: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expectHighlighted('Travel');
    // on a letter, the highlight moves to the first option starting with it
    await userEvent.keyboard('m');
    await expectHighlighted('Meals and entertainment');
    // on the same letter again, the highlight moves to the next option starting with it
    await userEvent.keyboard('m');
    await expectHighlighted('Marketing');
    await userEvent.keyboard('m');
    await expectHighlighted('Mileage');
    // on the same letter after the last match, the highlight wraps round to the first match
    await userEvent.keyboard('m');
    await expectHighlighted('Meals and entertainment');
  },
};

/** Typeahead on the closed button chooses the match; the same letter again chooses the next one. */
export const TypeaheadOnTheButton: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    // on a letter, the first option starting with it is chosen
    await userEvent.keyboard('m');
    await expect(button).toHaveTextContent('Meals and entertainment');
    // on the same letter again, the next option starting with it is chosen
    await userEvent.keyboard('m');
    await expect(button).toHaveTextContent('Marketing');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('marketing');
    await expect(page.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Choosing: Enter, Alt+ArrowUp and Tab choose the highlighted option and close; focus is never lost. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    // on Enter in the list, the highlighted option is chosen, the list closes and focus returns to the button
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expectClosedOnButton();
    await expect(button).toHaveTextContent('Meals and entertainment');
    // on Alt+ArrowUp in the list, the highlighted option is chosen and the list closes
    await userEvent.keyboard('{ArrowDown}');
    await expectHighlighted('Meals and entertainment');
    await userEvent.keyboard('{ArrowDown}{Alt>}{ArrowUp}{/Alt}');
    await expectClosedOnButton();
    await expect(button).toHaveTextContent('Marketing');
    // on Tab in the list, the highlighted option is chosen, the list closes and focus moves to the next field
    await userEvent.keyboard('{ArrowDown}');
    await expectHighlighted('Marketing');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await expectClosed();
    await expect(button).toHaveTextContent('Software subscriptions');
    await expect(within(canvasElement).getByRole('button', { name: 'Next field' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('software');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(3);
  },
};

/** Escape closes without choosing; reopening highlights the option last highlighted. */
export const EscapeAndReopen: Story = {
  args: { defaultSelectedKey: 'travel' },
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expectHighlighted('Travel');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // on Escape, the list closes, nothing is chosen and focus returns to the button
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await expect(button).toHaveTextContent('Travel');
    await expect(button).toHaveFocus();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    // on opening again, the option highlighted before Escape is highlighted
    await userEvent.keyboard('{Enter}');
    await expectHighlighted('Marketing');
  },
};

/**
 * In a modal drawer: the list opens above the drawer and takes focus and clicks (a modal hides
 * everything outside it, and the list is portalled outside it).
 */
export const InADrawer: Story = {
  render: (args) => (
    <Drawer isOpen title="Expense details">
      <CategorySelect {...args} />
    </Drawer>
  ),
  play: async ({ args }) => {
    const inDrawer = () => page.getByRole('button', { name: /Category/ });
    await waitFor(() => expect(page.getByRole('dialog', { name: 'Expense details' })).toBeVisible());
    inDrawer().focus();
    await userEvent.keyboard('{Enter}');
    await expectHighlighted('Travel');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expectClosedOnButton();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('meals');
    await userEvent.click(inDrawer());
    await userEvent.click(await page.findByRole('option', { name: 'Mileage' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('mileage');
    await expect(inDrawer()).toHaveTextContent('Mileage');
  },
};
