import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nProvider } from 'react-aria';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { HoldLazyParts } from '../internal/lazyPart.js';
import { TextField } from '../TextField/TextField.js';
import { chipNames, chipsFromNames, type ChipItem } from './addChip.js';
import { ChipsInput } from './ChipsInput.js';

const meta = {
  title: 'Text entry/ChipsInput',
  component: ChipsInput,
  args: { label: 'Departments', description: 'Press Enter to add a department.', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChipsInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const liveRegion = () => document.querySelector('[aria-live="polite"]');
/** The chips as a tag group: its code comes right after the field mounts (a plain list shows until then). */
const chipGrid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid');

/** Enter adds the trimmed value as a chip and announces it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Departments' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('  Finance  {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ name: 'Finance' }]);
    await expect(input).toHaveValue('');
    const grid = await canvas.findByRole('grid', { name: 'Departments' });
    await expect(within(grid).getByRole('row', { name: 'Finance' })).toBeInTheDocument();
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Finance added'));
    // Enter with nothing, or only spaces, typed adds nothing and says why at the field.
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Type a value, then press Enter to add it')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('   {Enter}');
    await expect(canvas.getByText('Type a value, then press Enter to add it')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Typing again clears the message.
    await userEvent.keyboard('Legal');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The same value in another case is not added, and the field says why (the text stays to be changed). */
export const DuplicatesIgnored: Story = {
  args: { defaultValue: chipsFromNames(['Finance', 'Marketing']) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chipGrid(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Departments' });
    await userEvent.click(input);
    await userEvent.keyboard('FINANCE{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(input).toHaveValue('FINANCE');
    await expect(canvas.getByText('Finance is already in the list')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Finance is already in the list'));
  },
};

/** Arrow keys move between chips; Delete removes the focused chip and focus stays in the list. */
export const KeyboardRemoval: Story = {
  args: { defaultValue: chipsFromNames(['Finance', 'Marketing', 'Sales']) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chipGrid(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Finance' })).toHaveFocus();
    await expect(canvas.getByRole('row', { name: 'Finance' })).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Marketing' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ name: 'Finance' }, { name: 'Sales' }]);
    await expect(canvas.getByRole('row', { name: 'Sales' })).toHaveFocus();
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Marketing removed'));
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('row', { name: 'Finance' })).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowRight}');
    await expect(canvas.getByRole('textbox', { name: 'Departments' })).toHaveFocus();
  },
};

/**
 * Chips given with an id keep it through adds and removals; typed chips have none. A caller sends the
 * ids of the kept entries and the names of the added ones.
 */
export const KeepsIds: Story = {
  args: {
    defaultValue: [
      { id: 11, name: 'Finance' },
      { id: 12, name: 'Marketing' },
      { id: 13, name: 'Sales' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chipGrid(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Finance' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 11, name: 'Finance' },
      { id: 13, name: 'Sales' },
    ]);
    await userEvent.keyboard('{End}{ArrowRight}');
    await expect(canvas.getByRole('textbox', { name: 'Departments' })).toHaveFocus();
    // Typing back a removed name adds a new entry: no id is guessed from the name.
    await userEvent.keyboard('Marketing{Enter}Legal{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 11, name: 'Finance' },
      { id: 13, name: 'Sales' },
      { name: 'Marketing' },
      { name: 'Legal' },
    ]);
    await expect(canvas.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Finance',
      'Sales',
      'Marketing',
      'Legal',
    ]);
  },
};

/** Under a panel heading, the input is labelled for adding and the list of chips has its own name. */
export const SeparateListLabel: Story = {
  args: {
    label: 'Add a department',
    listLabel: 'Departments',
    defaultValue: chipsFromNames(['Finance']),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chipGrid(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Add a department' })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Departments' });
    await expect(within(grid).getByRole('row', { name: 'Finance' })).toBeVisible();
  },
};

/** Backspace in the empty input moves to the last chip; Backspace there removes it. */
export const BackspaceFromInput: Story = {
  args: { defaultValue: chipsFromNames(['Toronto', 'Vancouver']), label: 'Locations', description: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chipGrid(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Locations' });
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('row', { name: 'Vancouver' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ name: 'Toronto' }]);
    await expect(canvas.getByRole('row', { name: 'Toronto' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(input).toHaveFocus();
  },
};

/** Each chip has a remove button named after it. */
export const RemoveButton: Story = {
  args: { defaultValue: chipsFromNames(['Finance', 'Marketing']) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chipGrid(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remove Marketing' });
    await userEvent.click(remove);
    await expect(args.onChange).toHaveBeenLastCalledWith([{ name: 'Finance' }]);
    await expect(canvas.queryByRole('row', { name: 'Marketing' })).not.toBeInTheDocument();
  },
};

/** A value rejected by `validate` keeps the text and shows why. */
export const Invalid: Story = {
  args: {
    validate: (value: string) => (value.length > 20 ? 'Use 20 characters or fewer' : undefined),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Departments' });
    await userEvent.tab();
    await userEvent.keyboard('Research and development{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Use 20 characters or fewer/);
    await expect(input).toHaveValue('Research and development');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}a{/Control}R&D{Enter}');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ name: 'R&D' }]);
  },
};

/** At `maxItems`, adding more shows a message. */
export const MaxItems: Story = {
  args: { defaultValue: chipsFromNames(['Finance', 'Sales']), maxItems: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chipGrid(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Departments' });
    await userEvent.click(input);
    await userEvent.keyboard('Legal{Enter}');
    await expect(canvas.getByText('You can add up to 2 items')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function DepartmentsForm({ onSubmit }: { onSubmit: (departments: ChipItem[]) => void }) {
  const [departments, setDepartments] = useState<ChipItem[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(departments);
      }}
    >
      <ChipsInput label="Departments" value={departments} onChange={setDepartments} />
      <button type="submit">Save</button>
    </form>
  );
}

/** In a form, Enter in the field only adds chips, even when it is empty; the form's own button submits. */
export const InForm: Story = {
  args: { onChange: fn() },
  render: (args) => <DepartmentsForm onSubmit={args.onChange ?? (() => {})} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Departments' });
    await userEvent.click(input);
    await userEvent.keyboard('Finance{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onChange).toHaveBeenCalledWith([{ name: 'Finance' }]);
  },
};

function ControlledDepartments() {
  const [departments, setDepartments] = useState<ChipItem[]>([{ id: 7, name: 'Finance' }]);
  return (
    <div>
      <ChipsInput label="Departments" value={departments} onChange={setDepartments} />
      <p>Saved: {chipNames(departments).join(', ') || 'none'}</p>
    </div>
  );
}

/** Controlled by the parent: the parent's state follows every add and removal. */
export const Controlled: Story = {
  render: () => <ControlledDepartments />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Departments' }));
    await userEvent.keyboard('Operations{Enter}');
    await expect(canvas.getByText('Saved: Finance, Operations')).toBeVisible();
    await userEvent.keyboard('{Backspace}{Delete}');
    await expect(canvas.getByText('Saved: Finance')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: chipsFromNames(['Finance', 'Sales']), isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Departments' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InvalidFromForm: Story = {
  args: { isInvalid: true, errorMessage: 'Add at least one department', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Departments/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Add at least one department/);
  },
};

export const LongChipsNarrow: Story = {
  args: {
    label: 'Locations',
    defaultValue: chipsFromNames([
      'Head office, 1200 Avenue of the Americas, New York',
      'Toronto',
      'Warehouse 7 (Mississauga)',
    ]),
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const canvas = within(canvasElement);
    await chipGrid(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Locations' });
    await expect(grid.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('row', { name: 'Warehouse 7 (Mississauga)' })).toHaveFocus();
  },
};

/** On a chip reached by the keyboard, assistive technology is told how to remove it (react-aria's tag). */
export const RemovalIsDescribed: Story = {
  args: { defaultValue: chipsFromNames(['Finance', 'Marketing']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chipGrid(canvasElement);
    await userEvent.tab();
    const finance = canvas.getByRole('row', { name: 'Finance' });
    await expect(finance).toHaveFocus();
    await expect(finance).toHaveAccessibleDescription('Press Delete to remove tag.');
    // the list is one tab stop: Tab goes on to the input, Shift+Tab back to the chip last focused
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Departments' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('row', { name: 'Marketing' })).toHaveFocus();
  },
};

/** Right to left: ArrowLeft moves to the next chip (on screen, the one to the left), then on to the input. */
export const RightToLeft: Story = {
  args: { defaultValue: chipsFromNames(['Finance', 'Marketing', 'Sales']) },
  decorators: [
    (Story) => (
      <I18nProvider locale="he-IL">
        <div dir="rtl">
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chipGrid(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Finance' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('row', { name: 'Marketing' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Finance' })).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowLeft}');
    await expect(canvas.getByRole('textbox', { name: 'Departments' })).toHaveFocus();
  },
};

/** The remove button removes its chip and focus stays in the list, on the chip that took its place. */
export const RemoveButtonKeepsFocusInTheList: Story = {
  args: { defaultValue: chipsFromNames(['Finance', 'Marketing', 'Sales']) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chipGrid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Marketing' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ name: 'Finance' }, { name: 'Sales' }]);
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Sales' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Sales' }));
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Finance' })).toHaveFocus());
  },
};

/** Tab stops of the field: the list of chips is one (a chip row; its remove buttons none), the input another. */
function expectOneTabStop(grid: HTMLElement, chip: HTMLElement) {
  const stops = [grid, ...grid.querySelectorAll<HTMLElement>('*')].filter((element) => element.tabIndex >= 0);
  return expect(stops).toEqual([chip]);
}

/**
 * APG grid, one tab stop: of three chips only the first (then the last focused) has `tabindex="0"`, every
 * other row and every remove button `-1`. Tab from the field before enters the chips there, the next Tab
 * goes to the text input, Shift+Tab comes back to the last focused chip. ArrowUp on the first chip and
 * ArrowDown on the last stay where they are.
 */
export const OneTabStop: Story = {
  args: { defaultValue: chipsFromNames(['Finance', 'Marketing', 'Sales']) },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="Team name" />
      <ChipsInput {...args} />
      <Button>Save</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await chipGrid(canvasElement);
    const chip = (name: string) => within(grid).getByRole('row', { name });
    const input = canvas.getByRole('textbox', { name: 'Departments' });
    await expectOneTabStop(grid, chip('Finance'));
    // on Tab from the field before, the first chip; on the next Tab, the text input; then the button after
    await userEvent.click(canvas.getByRole('textbox', { name: 'Team name' }));
    await userEvent.tab();
    await expect(chip('Finance')).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(chip('Finance')).toHaveFocus();
    // on ArrowUp from the first chip, focus stays there
    await userEvent.keyboard('{ArrowUp}');
    await expect(chip('Finance')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(chip('Finance')).toHaveFocus();
    // on ArrowDown from the last chip, focus stays there
    await userEvent.keyboard('{End}{ArrowDown}');
    await expect(chip('Sales')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(chip('Marketing')).toHaveFocus();
    await expectOneTabStop(grid, chip('Marketing'));
    // Tab leaves the chips for the input; Shift+Tab comes back to the last focused chip
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(chip('Marketing')).toHaveFocus();
    // a removed chip's place is taken by the next one, which keeps the one tab stop
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(chip('Sales')).toHaveFocus());
    await expectOneTabStop(grid, chip('Sales'));
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(chip('Sales')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('textbox', { name: 'Team name' })).toHaveFocus();
  },
};

/**
 * Before the tag group's code has come (held back here), the chips are a plain list with the same keyboard:
 * one tab stop, and a chip removed by its button (Enter) hands focus to the next chip's button, else the one
 * before, else the input; it never drops to the page.
 */
export const PlainListRemoveButtonKeepsFocus: Story = {
  args: { defaultValue: chipsFromNames(['Finance', 'Marketing', 'Sales']) },
  decorators: [
    (Story) => (
      <HoldLazyParts value>
        <Story />
      </HoldLazyParts>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Departments' });
    const remove = (name: string) => within(list).getByRole('button', { name: `Remove ${name}` });
    const expectFocusOn = async (element: HTMLElement) => {
      await expect(document.activeElement).not.toBe(document.body);
      await expect(element).toHaveFocus();
    };
    await userEvent.tab();
    await expectFocusOn(remove('Finance'));
    await userEvent.keyboard('{ArrowRight}');
    await expectFocusOn(remove('Marketing'));
    // the next chip's button takes focus
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ name: 'Finance' }, { name: 'Sales' }]);
    await expectFocusOn(remove('Sales'));
    // from the last chip, the one before
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ name: 'Finance' }]);
    await expectFocusOn(remove('Finance'));
    // Tab goes on to the input, Shift+Tab back to the chips' one tab stop
    await userEvent.tab();
    await expectFocusOn(canvas.getByRole('textbox', { name: 'Departments' }));
    await userEvent.tab({ shift: true });
    await expectFocusOn(remove('Finance'));
    // with no chip left, the input
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expectFocusOn(canvas.getByRole('textbox', { name: 'Departments' }));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Finance removed'));
  },
};
