import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultiComboBox, type MultiComboBoxProps } from './MultiComboBox.js';
import type { MultiOption } from './multiSelection.js';
import { expectNoPopupViolations, pressAndCheckPopup, typeAndCheckPopup } from '../../.storybook/axeAtStep.js';

/** The APG combobox (list autocomplete, listbox popup) keyboard table, row by row, for several values. */

const countryNames = new Intl.DisplayNames(['en-US'], { type: 'region' });
const countries: MultiOption[] = ['US', 'CA', 'MX', 'GB', 'DE', 'FR', 'JP'].map((code) => ({
  value: code,
  label: countryNames.of(code) ?? code,
}));
const page = within(document.body);

function CountriesField(props: Partial<MultiComboBoxProps>) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420, minHeight: 420 }}>
      <MultiComboBox label="Countries" options={countries} labels={{ selected: 'Selected countries' }} {...props} />
      <button type="button">Elsewhere</button>
    </div>
  );
}

const meta = {
  title: 'Choice/MultiComboBox/Keyboard (APG combobox)',
  component: CountriesField,
  args: { onChange: fn() },
} satisfies Meta<typeof CountriesField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Countries' });
const listbox = () => page.queryByRole('listbox');
/** The option `aria-activedescendant` points at: it must be rendered and named `name`. */
async function expectActive(field: HTMLElement, name: string) {
  await waitFor(() => {
    const id = field.getAttribute('aria-activedescendant');
    expect(id).toBeTruthy();
    const active = id ? document.getElementById(id) : null;
    expect(active).toHaveRole('option');
    expect(active).toHaveAccessibleName(name);
  });
  await expectNoPopupViolations(`${name} is highlighted`);
}

/** Two frames on: whatever the last key set off (an effect opening the list) has rendered. */
async function afterTwoFrames() {
  for (let frame = 0; frame < 2; frame += 1) await new Promise((done) => requestAnimationFrame(done));
}

/** Opening from the closed field. */
export const Opening: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.tab();
    await expect(field).toHaveFocus();
    // on ArrowDown, the list opens and the first option is highlighted
    await pressAndCheckPopup('{ArrowDown}');
    await waitFor(() => expect(listbox()).toBeInTheDocument());
    await expectActive(field, 'United States');
    // on Escape with the list open, the list closes
    await pressAndCheckPopup('{Escape}');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    await expect(field).toHaveFocus();
    // on ArrowUp, the list opens and the last option is highlighted
    await pressAndCheckPopup('{ArrowUp}');
    await waitFor(() => expect(listbox()).toBeInTheDocument());
    await expectActive(field, 'Japan');
    await pressAndCheckPopup('{Escape}');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    // on Alt+ArrowDown, the list opens with no option highlighted
    await pressAndCheckPopup('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(listbox()).toBeInTheDocument());
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    await expect(field).toHaveFocus();
    // on Alt+ArrowUp in the open list, the list closes and focus stays in the field
    await pressAndCheckPopup('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    await expect(field).toHaveFocus();
  },
};

/** Typing filters; arrows move the highlight; Enter adds the highlighted option. */
export const TypingAndChoosing: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.tab();
    // on typing, the list opens with the matching options and the text stays as typed
    await typeAndCheckPopup('united');
    await waitFor(() => expect(listbox()).toBeInTheDocument());
    await expect(field).toHaveValue('united');
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    // on ArrowDown, the first match is highlighted; on ArrowDown again, the next one
    await pressAndCheckPopup('{ArrowDown}');
    await expectActive(field, 'United States');
    await pressAndCheckPopup('{ArrowDown}');
    await expectActive(field, 'United Kingdom');
    // on ArrowUp, the previous one
    await pressAndCheckPopup('{ArrowUp}');
    await expectActive(field, 'United States');
    // on ArrowLeft/ArrowRight, the caret moves in the text and focus stays in the field
    await pressAndCheckPopup('{ArrowLeft}');
    await expect(field).toHaveFocus();
    await expect((field as HTMLInputElement).selectionStart).toBe(5);
    // on Enter with an option highlighted, it is added as a chip and the text is cleared
    await pressAndCheckPopup('{ArrowDown}');
    await pressAndCheckPopup('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['US']);
    await expect(field).toHaveValue('');
    await expect(
      within(within(canvasElement).getByRole('list', { name: 'Selected countries' })).getByText('United States'),
    ).toBeVisible();
    await expect(field).toHaveFocus();
    // on Escape, the list closes with the chip kept
    await pressAndCheckPopup('{Escape}');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** What the user typed is kept by Escape and by Enter with nothing highlighted; only a second Escape clears. */
export const TypedTextIsKept: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.tab();
    await typeAndCheckPopup('ger');
    await waitFor(() => expect(listbox()).toBeInTheDocument());
    // on Escape with the list open, the list closes and the text stays
    await pressAndCheckPopup('{Escape}');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    await expect(field).toHaveValue('ger');
    // on Escape with the list closed, the text is cleared and the list stays closed
    await pressAndCheckPopup('{Escape}');
    await expect(field).toHaveValue('');
    await afterTwoFrames();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox()).not.toBeInTheDocument();
    // on Enter with nothing highlighted, the list closes, the text stays and nothing is added
    await typeAndCheckPopup('fra');
    await waitFor(() => expect(listbox()).toBeInTheDocument());
    await pressAndCheckPopup('{Enter}');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    await expect(field).toHaveValue('fra');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Tab leaves the field: the list closes and focus moves on; like the single ComboBox (react-aria), a highlighted option is taken. */
export const TabLeaves: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    const elsewhere = within(canvasElement).getByRole('button', { name: 'Elsewhere' });
    await userEvent.tab();
    // on Tab with nothing highlighted, the list closes, nothing is added, focus moves on
    await pressAndCheckPopup('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(listbox()).toBeInTheDocument());
    await userEvent.tab();
    await expectNoPopupViolations('Tab with nothing highlighted');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    await expect(elsewhere).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    // on Tab with an option highlighted, it is added, the list closes, focus moves on
    await userEvent.tab({ shift: true });
    await expect(field).toHaveFocus();
    await pressAndCheckPopup('{ArrowDown}');
    await expectActive(field, 'United States');
    await userEvent.tab();
    await expectNoPopupViolations('Tab with an option highlighted');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    await expect(elsewhere).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(['US']);
  },
};
