import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhoneField } from './PhoneField.js';
import { isValidPhoneValue, type PhoneValue } from './phone.js';

const page = within(document.body);
/** Any of the 26 regional-indicator symbols an emoji flag is made of (they show as "□□" on Windows). */
const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/u;
/** The flag image inside `element`, once its SVG has arrived. */
const svgFlagIn = (element: Element) => element.querySelector('img[src^="data:image/svg+xml,"]');

/** The element that scrolls `element` (the listbox itself or the popover around it). */
function scrollingBox(element: HTMLElement): HTMLElement {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.scrollHeight > node.clientHeight + 1 && getComputedStyle(node).overflowY !== 'visible') return node;
  }
  return element;
}

const meta = {
  title: 'Text entry/PhoneField',
  component: PhoneField,
  args: { defaultCountry: 'CA', onChange: fn(), locale: 'en-US' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Canada by default; the number is formatted (###) ###-#### as it is typed; code and digits are emitted apart. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('button', { name: /Country code/ });
    await expect(picker).toHaveAccessibleName(/Canada/);
    await expect(picker).toHaveTextContent('+1');
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('416');
    await expect(input).toHaveValue('(416)');
    await userEvent.keyboard('5551234');
    await expect(input).toHaveValue('(416) 555-1234');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      countryCode: 'CA',
      dialCode: '+1',
      nationalNumber: '4165551234',
    });
  },
};

/** Backspace over a bracket or space removes the digit before it. */
export const EditingKeepsFormat: Story = {
  args: { defaultNationalNumber: '4165551234' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveValue('(416) 555-1234');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('(416) 55');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('41');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: 'CA', dialCode: '+1', nationalNumber: '41' });
  },
};

/** Pasted numbers with any punctuation are reduced to digits and formatted. */
export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(input);
    await userEvent.paste('416.555.9876');
    await expect(input).toHaveValue('(416) 555-9876');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      countryCode: 'CA',
      dialCode: '+1',
      nationalNumber: '4165559876',
    });
  },
};

/** The picker lists countries with flags and dial codes; typing a name jumps to it. */
export const ChangeCountry: Story = {
  args: { defaultNationalNumber: '7911123456' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('button', { name: /Country code/ });
    await userEvent.tab();
    await expect(picker).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page.findByRole('listbox', { busy: false });
    await waitFor(() => expect(within(listbox).getByRole('option', { name: /Canada/ })).toHaveFocus());
    // One letter at a time, each press waiting for focus to move, so the machine's speed does not matter:
    // a repeated letter moves to the next country starting with it whether the presses arrive within
    // the typeahead pause ("uu…") or apart (a new search for "u" from the current option).
    const focusedName = () =>
      document.activeElement?.getAttribute('role') === 'option' ? document.activeElement.textContent : null;
    for (let press = 0; press < 12 && !/United Kingdom/.test(focusedName() ?? ''); press += 1) {
      const before = focusedName();
      await userEvent.keyboard('u');
      await waitFor(() => expect(focusedName()).not.toBe(before));
    }
    await waitFor(() => expect(within(listbox).getByRole('option', { name: /United Kingdom/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(picker).toHaveAccessibleName(/United Kingdom/);
    await expect(picker).toHaveTextContent('+44');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      countryCode: 'GB',
      dialCode: '+44',
      nationalNumber: '7911123456',
    });
  },
};

/**
 * Flags are SVG images, in the list and on the button, never emoji; each loads as its country comes into
 * view, so opening the list of ~245 countries does not fetch every flag.
 */
export const FlagsAreImages: Story = {
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByRole('button', { name: /Country code/ });
    const chosenFlag = within(picker).getByRole('img', { name: 'Canada' });
    await waitFor(() => expect(svgFlagIn(chosenFlag)).not.toBeNull());
    await expect(picker.textContent).not.toMatch(REGIONAL_INDICATOR);
    await userEvent.click(picker);
    const listbox = await page.findByRole('listbox', { busy: false });
    await expect(listbox.textContent).not.toMatch(REGIONAL_INDICATOR);
    const options = within(listbox).getAllByRole('option');
    // Flags already loaded by earlier stories show at once (every CountryFlag shares one cache), so the
    // check is on what this opening asks for: every option in view gets its flag, and no option far
    // outside the view (beyond the 200 px look-ahead) starts loading or gains one.
    const view = scrollingBox(listbox).getBoundingClientRect();
    const farFromView = options.filter((option) => {
      const box = option.getBoundingClientRect();
      return box.bottom < view.top - 400 || box.top > view.bottom + 400;
    });
    const inView = options.filter((option) => {
      const box = option.getBoundingClientRect();
      return box.bottom > view.top && box.top < view.bottom;
    });
    const farWithFlagAtOpen = farFromView.filter((option) => svgFlagIn(option) !== null);
    await expect(inView.length).toBeGreaterThan(1);
    await expect(farFromView.length).toBeGreaterThan(options.length / 2);
    await waitFor(() => expect(inView.filter((option) => svgFlagIn(option) === null)).toEqual([]));
    await expect(farFromView.filter((option) => option.querySelector('[data-loading]') !== null)).toEqual([]);
    await expect(farFromView.filter((option) => svgFlagIn(option) !== null)).toEqual(farWithFlagAtOpen);
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

function ValidatedPhone() {
  const [value, setValue] = useState<PhoneValue | null>(null);
  const [touched, setTouched] = useState(false);
  const invalid = touched && !(value && isValidPhoneValue(value));
  return (
    <PhoneField
      defaultCountry="CA"
      locale="en-US"
      onChange={setValue}
      onBlur={() => setTouched(true)}
      isInvalid={invalid}
      errorMessage="Enter a valid phone number"
      isRequired
    />
  );
}

/** The exported validator flags an incomplete number once the field is left. */
export const ValidatesOnBlur: Story = {
  render: () => <ValidatedPhone />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Phone number/ });
    await userEvent.click(input);
    await userEvent.keyboard('41655');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid phone number');
    await userEvent.click(input);
    await userEvent.keyboard('{End}51234');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByRole('button', { name: /Country code/ });
    await userEvent.tab();
    await expect(picker).toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input.parentElement).toHaveAttribute('data-focus-within');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultNationalNumber: '4165551234' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Country code/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).not.toHaveFocus();
  },
};

export const InvalidWithMessage: Story = {
  args: { isInvalid: true, errorMessage: 'Enter a valid phone number', defaultNationalNumber: '416' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid phone number');
  },
};

export const LongText: Story = {
  args: {
    label: 'Mobile number where we can send the six digit verification code',
    description: 'Standard message rates from your carrier may apply.',
    defaultCountry: 'VC',
    defaultNationalNumber: '7845551234',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const input = within(canvasElement).getByRole('textbox', { name: /Mobile number/ });
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 340,
    );
    await expect(within(canvasElement).getByRole('button', { name: /Country code/ })).toHaveTextContent('+1');
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page.findByRole('listbox', { busy: false });
    await expect(listbox.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await userEvent.keyboard('6135550000');
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(613) 555-0000');
  },
};
