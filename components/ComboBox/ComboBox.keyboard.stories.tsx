import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { countryOptions, type CountryOption } from '../regionOptions/index.js';
import { Drawer } from '../Drawer/Drawer.js';
import { expectNoPopupViolations, pressAndCheckPopup, typeAndCheckPopup } from '../../.storybook/axeAtStep.js';
import { ComboBox, type ComboBoxProps } from './ComboBox.js';

/** The APG combobox (list autocomplete, listbox popup) keyboard table, row by row. */

const countries = countryOptions('en-US');
const lastCountry = countries[countries.length - 1]?.name ?? '';
const page = within(document.body);

function CountryField(props: Partial<ComboBoxProps<CountryOption>>) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360, minHeight: 420 }}>
      <ComboBox<CountryOption>
        label="Country"
        items={countries}
        getKey={(country) => country.code}
        getTextValue={(country) => country.name}
        {...props}
      />
      <button type="button">Elsewhere</button>
    </div>
  );
}

const meta = {
  title: 'Choice/ComboBox/Keyboard (APG combobox)',
  component: CountryField,
  args: { onSelectionChange: fn() },
} satisfies Meta<typeof CountryField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Country' });
const listbox = () => page.queryByRole('listbox');
/** The option `aria-activedescendant` points at: it must be rendered and named `name`. */
async function expectActive(field: HTMLElement, name: string) {
  await waitFor(() => {
    const id = field.getAttribute('aria-activedescendant');
    expect(id).toBeTruthy();
    const active = id ? document.getElementById(id) : null;
    expect(active).not.toBeNull();
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
    await expectActive(field, countries[0]?.name ?? '');
    await pressAndCheckPopup('{Escape}');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    // on ArrowUp, the list opens and the last option is highlighted, rendered for the screen reader
    await pressAndCheckPopup('{ArrowUp}');
    await expectActive(field, lastCountry);
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

/** Typing filters; arrows move the highlight; Enter chooses. */
export const TypingAndChoosing: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.tab();
    // on typing, the list opens with the matching options and the text stays as typed
    await typeAndCheckPopup('united');
    await waitFor(() => expect(listbox()).toBeInTheDocument());
    await expect(field).toHaveValue('united');
    // on ArrowDown, the first match is highlighted; on ArrowDown again, the next one
    await pressAndCheckPopup('{ArrowDown}');
    await expectActive(field, 'United Arab Emirates');
    await pressAndCheckPopup('{ArrowDown}');
    await expectActive(field, 'United Kingdom');
    // on ArrowUp, the previous one
    await pressAndCheckPopup('{ArrowUp}');
    await expectActive(field, 'United Arab Emirates');
    // on Enter with an option highlighted, it is chosen, the list closes and the field shows it
    await pressAndCheckPopup('{ArrowDown}');
    await pressAndCheckPopup('{Enter}');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    await expect(field).toHaveValue('United Kingdom');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('GB');
  },
};

/** What the user typed is kept by Escape, Enter and a click outside; only a second Escape clears. */
export const TypedTextIsKept: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.tab();
    await typeAndCheckPopup('swi');
    await waitFor(() => expect(listbox()).toBeInTheDocument());
    // on Escape with the list open, the list closes and the text stays
    await pressAndCheckPopup('{Escape}');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    await expect(field).toHaveValue('swi');
    // on Enter with nothing highlighted, the list closes and the text stays
    await pressAndCheckPopup('t');
    await waitFor(() => expect(listbox()).toBeInTheDocument());
    await pressAndCheckPopup('{Enter}');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    await expect(field).toHaveValue('swit');
    // on a click outside, the list closes and the text stays
    await pressAndCheckPopup('z');
    await waitFor(() => expect(listbox()).toBeInTheDocument());
    await userEvent.click(document.body);
    await expectNoPopupViolations('a click outside');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    await expect(field).toHaveValue('switz');
    // on Escape with the list closed, the text is cleared
    await userEvent.click(field);
    await pressAndCheckPopup('{Escape}');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    await pressAndCheckPopup('{Escape}');
    await expect(field).toHaveValue('');
    // and the list stays closed
    await afterTwoFrames();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox()).not.toBeInTheDocument();
    // typing again opens it
    await typeAndCheckPopup('sw');
    await waitFor(() => expect(listbox()).toBeInTheDocument());
  },
};

/** Typing over a chosen option: the choice is let go (the field shows what was typed), and Escape twice clears. */
export const TypingOverAChoice: Story = {
  args: { defaultSelectedKey: 'CA' },
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await expect(field).toHaveValue('Canada');
    await userEvent.tab();
    await pressAndCheckPopup('{End}{Backspace}{Backspace}');
    await waitFor(() => expect(listbox()).toBeInTheDocument());
    await pressAndCheckPopup('{Escape}');
    await expect(field).toHaveValue('Cana');
    // the list stays closed though the choice was let go
    await afterTwoFrames();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    // on Escape again, the text and the choice are cleared and the list stays closed
    await pressAndCheckPopup('{Escape}');
    await expect(field).toHaveValue('');
    await afterTwoFrames();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await pressAndCheckPopup('Cana');
    await userEvent.tab();
    await expectNoPopupViolations('Tab out of the field');
    await expect(field).toHaveValue('Cana');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(null);
  },
};

/** In a modal drawer: the list opens above the drawer, is exposed to assistive technology and takes clicks. */
export const InADrawer: Story = {
  render: (args) => (
    <Drawer isOpen title="Recipient">
      <CountryField {...args} />
    </Drawer>
  ),
  play: async ({ args }) => {
    await waitFor(() => expect(page.getByRole('dialog', { name: 'Recipient' })).toBeVisible());
    const field = page.getByRole('combobox', { name: 'Country' });
    field.focus();
    await userEvent.keyboard('united');
    const list = await page.findByRole('listbox', { busy: false });
    await expect(list.closest('[inert], [aria-hidden="true"]')).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('AE');
    await userEvent.clear(field);
    await userEvent.type(field, 'canad');
    await userEvent.click(await page.findByRole('option', { name: 'Canada' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('CA');
  },
};
