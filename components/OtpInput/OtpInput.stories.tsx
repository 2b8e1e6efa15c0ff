import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { OtpInput } from './OtpInput.js';

const meta = {
  title: 'Text entry/OtpInput',
  component: OtpInput,
  args: { label: 'Verification code', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const filledSlots = (root: HTMLElement) => root.querySelectorAll('[data-filled]').length;

/** Typing six digits fills the slots and completes the code. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '6');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('123456');
    await expect(input).toHaveValue('123456');
    await expect(filledSlots(canvasElement)).toBe(6);
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

/** A whole code pasted with a space fills every slot. */
export const PasteWithSpace: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.tab();
    await userEvent.paste('123 456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

/** A partial code with a dash fills the first slots; typing continues after it. */
export const PastePartialWithDash: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.tab();
    await userEvent.paste('12-3');
    await expect(input).toHaveValue('123');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

/** Letters and symbols are ignored; only digits reach the slots. */
export const DigitsOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.tab();
    await userEvent.keyboard('a1b2 -3');
    await expect(input).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
  },
};

/** Backspace clears the last digit; arrows move between slots; typing replaces the highlighted digit. */
export const BackspaceAndArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.tab();
    await userEvent.keyboard('123456');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('12345');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('12395');
    await userEvent.keyboard('{End}6');
    await expect(input).toHaveValue('123956');
    await expect(args.onComplete).toHaveBeenLastCalledWith('123956');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('123');
    await expect(filledSlots(canvasElement)).toBe(3);
  },
};

/** Keyboard focus shows a ring on the slot that receives the next digit. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const active = canvasElement.querySelectorAll('[data-active]');
    await expect(active).toHaveLength(1);
    await expect(active[0]).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(active[0] as Element).outlineStyle).toBe('solid');
  },
};

export const WithDescription: Story = {
  args: { description: 'We sent a 6-digit code to (***) ***-4821.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAccessibleDescription('We sent a 6-digit code to (***) ***-4821.');
    await userEvent.tab();
    await userEvent.keyboard('42');
    await expect(input).toHaveValue('42');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'That code is not valid', defaultValue: '111111' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('That code is not valid');
    await userEvent.tab();
    await userEvent.keyboard('{End}{Backspace}{Backspace}');
    await expect(input).toHaveValue('1111');
    await userEvent.keyboard('{Home}{ArrowRight}{Delete}');
    await expect(input).toHaveValue('111');
  },
};

/** Tabbing into a filled field selects the whole code: typing a new code replaces it. */
export const ReplaceWholeCode: Story = {
  args: { defaultValue: '111111' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.tab();
    // The browser selects the whole code on keyboard focus and reports it in a \`select\` event, a task later.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-active]')).toHaveLength(6));
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('');
    await userEvent.keyboard('246810');
    await expect(args.onComplete).toHaveBeenCalledWith('246810');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '123' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const FourDigits: Story = {
  args: { length: 4, label: 'Card PIN check' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Card PIN check' });
    await expect(input).toHaveAttribute('maxlength', '4');
    await userEvent.tab();
    await userEvent.paste('987654');
    await expect(input).toHaveValue('9876');
    await expect(args.onComplete).toHaveBeenCalledWith('9876');
  },
};

function VerifyForm({ onVerify }: { onVerify: (code: string) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length < 6) setError(true);
        else onVerify(code);
      }}
      style={{ display: 'grid', gap: 16, justifyItems: 'start' }}
    >
      <OtpInput
        label="Verification code"
        value={code}
        onChange={(next) => {
          setCode(next);
          setError(false);
        }}
        isInvalid={error}
        errorMessage="OTP is required"
      />
      <Button type="submit">Verify</Button>
    </form>
  );
}

/** Controlled in a form: submitting an incomplete code shows the error; completing it submits. */
export const ControlledInForm: Story = {
  args: { onComplete: fn() },
  render: (args) => <VerifyForm onVerify={args.onComplete ?? (() => {})} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.tab();
    await userEvent.keyboard('12');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('OTP is required')).toBeVisible();
    await userEvent.click(input);
    await userEvent.keyboard('{End}3456');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const NarrowViewport: Story = {
  args: { isInvalid: true, errorMessage: 'The code has expired. Request a new one.' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    const group = input.parentElement as HTMLElement;
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await userEvent.keyboard('654321');
    await expect(input).toHaveValue('654321');
  },
};
