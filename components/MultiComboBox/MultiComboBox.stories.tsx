import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultiComboBox } from './MultiComboBox.js';
import type { MultiOption } from './multiSelection.js';

const countryNames = new Intl.DisplayNames(['en-US'], { type: 'region' });
const currencyNames = new Intl.DisplayNames(['en-US'], { type: 'currency' });
const countries: MultiOption[] = ['US', 'CA', 'MX', 'GB', 'DE', 'FR', 'JP', 'BR', 'IN', 'CI'].map((code) => ({
  value: code,
  label: countryNames.of(code) ?? code,
}));
const currencies: MultiOption[] = ['USD', 'EUR', 'GBP', 'CAD', 'MXN', 'JPY'].map((code) => ({
  value: code,
  label: `${code} – ${currencyNames.of(code) ?? code}`,
}));

const meta = {
  title: 'Choice/MultiComboBox',
  component: MultiComboBox,
  args: {
    label: 'Countries of operation',
    options: countries,
    onChange: fn(),
    labels: { selected: 'Selected countries' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type to filter, arrow to an option, Enter adds it as a chip; the list no longer offers it. */
export const TypeToAdd: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const input = canvas.getByRole('combobox', { name: 'Countries of operation' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('can');
    const listbox = await page.findByRole('listbox', { busy: false });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Canada']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['CA']);
    await expect(input).toHaveValue('');
    await expect(within(canvas.getByRole('list', { name: 'Selected countries' })).getByText('Canada')).toBeVisible();
    await userEvent.keyboard('mexi{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['CA', 'MX']);
    await userEvent.keyboard('ca');
    await waitFor(() => expect(page.queryByRole('option', { name: 'Canada' })).not.toBeInTheDocument());
    await expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Mexico added');
  },
};

/** Accent- and case-insensitive filtering; "No matches" when nothing fits. */
export const FilterAndNoMatches: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('COTE');
    await expect(await page.findByRole('option', { name: 'Côte d’Ivoire' })).toBeVisible();
    await userEvent.keyboard('zzz');
    await expect(await page.findByText('No matches')).toBeVisible();
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('COTEzzz');
  },
};

/** Backspace in the empty input removes the last chip. */
export const BackspaceRemovesLast: Story = {
  args: { defaultValue: ['US', 'GB'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('{Escape}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['US']);
    await expect(canvas.queryByText('United Kingdom')).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox')).toHaveFocus();
  },
};

/** Each chip has a remove button reachable with Tab; Enter or Delete on it removes that value. */
export const RemoveChipWithKeyboard: Story = {
  args: { defaultValue: ['US', 'GB', 'JP'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove United States' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['US', 'JP']);
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Remove Japan' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['US']);
    await expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Japan removed');
  },
};

export const Currencies: Story = {
  args: {
    label: 'Currencies',
    options: currencies,
    labels: { selected: 'Selected currencies' },
    defaultValue: ['USD'],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await expect(canvas.getByText('USD – US Dollar')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Currencies' }));
    await userEvent.keyboard('euro');
    await expect(await page.findByRole('option', { name: 'EUR – Euro' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['USD', 'EUR']);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose at least one country' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose at least one country');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['US'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove United States' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

export const NarrowViewport: Story = {
  args: { defaultValue: ['US', 'CA', 'MX', 'GB', 'DE', 'FR'] },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox').parentElement;
    await expect(box?.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(
      within(canvas.getByRole('list', { name: 'Selected countries' })).getAllByRole('listitem'),
    ).toHaveLength(6);
  },
};
