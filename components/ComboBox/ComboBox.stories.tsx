import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountryFlag } from '../CountryFlag/CountryFlag.js';
import { countryOptions, currencyOptions, type CountryOption, type CurrencyOption } from '../regionOptions/index.js';
import { expectNoPopupViolations, pressAndCheckPopup } from '../../.storybook/axeAtStep.js';
import { ComboBox, type ComboBoxProps } from './ComboBox.js';

const countries = countryOptions('en-US');
const currencies = currencyOptions('en-US');
const page = within(document.body);

function CountryExample(props: Partial<ComboBoxProps<CountryOption>>) {
  return (
    <ComboBox<CountryOption>
      label="Country"
      items={countries}
      getKey={(country) => country.code}
      getTextValue={(country) => country.name}
      renderItem={(country) => (
        <>
          <CountryFlag regionCode={country.code} /> {country.name}
        </>
      )}
      renderSelectedAdornment={(country) => <CountryFlag regionCode={country.code} />}
      {...props}
    />
  );
}

function CurrencyExample(props: Partial<ComboBoxProps<CurrencyOption>>) {
  return (
    <ComboBox<CurrencyOption>
      label="Currency"
      items={currencies}
      getKey={(currency) => currency.code}
      getTextValue={(currency) => `${currency.code} — ${currency.name}`}
      renderItem={(currency) => (
        <>
          {currency.code} — {currency.name} <span aria-hidden="true">({currency.symbol})</span>
        </>
      )}
      {...props}
    />
  );
}

const meta = {
  title: 'Choice/ComboBox',
  component: CountryExample,
  args: { onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountryExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters the ~245 countries (contains, ignoring case); ArrowDown and Enter choose. */
export const CountryComboBox: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('cana');
    const listbox = await page.findByRole('listbox', { busy: false });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent?.trim()),
    ).toEqual(['Canada']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Canada');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('CA');
    await expect(page.queryByRole('listbox')).not.toBeInTheDocument();
    // The chosen country's flag is an SVG image beside the input.
    await waitFor(() => expect(canvasElement.querySelector('img[src^="data:image/svg+xml,"]')).not.toBeNull());
  },
};

/** Filtering matches anywhere in the name and ignores case and accents. */
export const KeyboardFiltering: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.tab();
    await userEvent.keyboard('aland');
    const listbox = await page.findByRole('listbox', { busy: false });
    await expect(within(listbox).getByRole('option', { name: 'Åland Islands' })).toBeInTheDocument();
    await userEvent.keyboard('{Control>}a{/Control}guinea');
    await waitFor(() =>
      expect(
        within(page.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent?.trim()),
      ).toEqual(['Equatorial Guinea', 'Guinea', 'Guinea-Bissau', 'Papua New Guinea']),
    );
    // Arrow keys move the active option, announced through aria-activedescendant.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const activeId = input.getAttribute('aria-activedescendant');
    await expect(activeId).toBeTruthy();
    const active = document.getElementById(activeId ?? '');
    await expect(active).toHaveAttribute('role', 'option');
    await expect(active).toHaveTextContent('Guinea');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Guinea');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('GN');
  },
};

/** Only the rows in view are rendered; the active option is always in the DOM while arrowing deep. */
export const VirtualisedKeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.tab();
    await pressAndCheckPopup('{ArrowDown}', 'ArrowDown opens the list');
    const listbox = await page.findByRole('listbox', { busy: false });
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(3));
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(countries.length);
    for (let step = 1; step <= 40; step += 1) await pressAndCheckPopup('{ArrowDown}', `ArrowDown ${step} of 40`);
    await waitFor(() => {
      const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
      expect(active).toHaveAttribute('aria-posinset', '41');
      expect(active).toHaveAttribute('aria-setsize', String(countries.length));
    });
    await pressAndCheckPopup('{Escape}');
    await expect(page.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Text that matches nothing closes the list and is announced as "No matches". */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.tab();
    await userEvent.keyboard('zzq');
    await expect(page.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(page.getByText('No matches')).toBeInTheDocument());
    await expect(input).toHaveValue('zzq');
  },
};

/** Currencies (~160) from Intl, matched by code or by name. */
export const CurrencyComboBox: Story = {
  render: (args) => <CurrencyExample onSelectionChange={args.onSelectionChange} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Currency' });
    await userEvent.tab();
    await userEvent.keyboard('swiss');
    const listbox = await page.findByRole('listbox', { busy: false });
    await expect(within(listbox).getByRole('option', { name: /CHF — Swiss Franc/ })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('CHF — Swiss Franc');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('CHF');
  },
};

export const CurrencyByCode: Story = {
  render: (args) => <CurrencyExample onSelectionChange={args.onSelectionChange} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Currency' });
    await userEvent.tab();
    await userEvent.keyboard('jpy{ArrowDown}{Enter}');
    await expect(input).toHaveValue('JPY — Japanese Yen');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('JPY');
  },
};

/** The open button shows the whole list with the selection in view; Escape closes and keeps the value. */
export const WithSelection: Story = {
  args: { defaultSelectedKey: 'US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveValue('United States');
    await userEvent.click(canvas.getByRole('button', { name: /Show options/ }));
    await expectNoPopupViolations('the open button pressed');
    const listbox = await page.findByRole('listbox', { busy: false });
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'United States' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expectNoPopupViolations('the chosen option in view');
    await pressAndCheckPopup('{Escape}');
    await expect(page.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input).toHaveValue('United States');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input.parentElement).toHaveAttribute('data-focus-within');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'CA' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const InvalidWithMessage: Story = {
  args: { isInvalid: true, errorMessage: 'Choose the country where the company is registered', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /Country/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose the country where the company is registered');
    await userEvent.tab();
    await userEvent.keyboard('mexi{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Mexico');
  },
};

export const LongText: Story = {
  args: {
    label: 'Country where the company’s ultimate beneficial owners are resident for tax purposes',
    defaultSelectedKey: 'VC',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toHaveValue('St. Vincent & Grenadines');
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 340,
    );
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.tab();
    await userEvent.keyboard('united');
    const listbox = await page.findByRole('listbox', { busy: false });
    await expect(listbox.getBoundingClientRect().width).toBeLessThanOrEqual(322);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('United Arab Emirates');
  },
};
