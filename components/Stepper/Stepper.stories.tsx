import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Stepper, type StepperStep } from './Stepper.js';

const paymentSteps: StepperStep[] = [
  { id: 'recipient', label: 'Recipient' },
  { id: 'reason', label: 'Reason' },
  { id: 'amount', label: 'Amount' },
  { id: 'review', label: 'Review' },
  { id: 'complete', label: 'Complete' },
];

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: { steps: paymentSteps, currentStepId: 'reason', label: 'Payment progress' },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payment flow on its second step: an ordered list with the current step marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Payment progress' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('Step 2 of 5: Reason, current step');
    await expect(items[0]).toHaveTextContent('Step 1 of 5: Recipient, completed');
    await expect(items[4]).toHaveTextContent('Step 5 of 5: Complete, not started');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

function PaymentFlow({ onStepPress }: { onStepPress: (id: string) => void }) {
  const [current, setCurrent] = useState(2);
  const step = paymentSteps[current];
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <Stepper
        steps={paymentSteps}
        currentStepId={step?.id ?? 'recipient'}
        label="Payment progress"
        onStepPress={(id) => {
          onStepPress(id);
          setCurrent(paymentSteps.findIndex((s) => s.id === id));
        }}
      />
      <div>
        <Button onPress={() => setCurrent((index) => Math.min(index + 1, paymentSteps.length - 1))}>Next</Button>
      </div>
    </div>
  );
}

/** Completed steps are buttons: going back moves the current step and announces it. */
export const BackToCompletedStep: Story = {
  args: { onStepPress: fn() },
  render: (args) => <PaymentFlow onStepPress={args.onStepPress ?? (() => {})} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: /completed$/ });
    await expect(buttons).toHaveLength(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Step 1 of 5: Recipient, completed' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Step 2 of 5: Reason, completed' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepPress).toHaveBeenCalledWith('reason');
    await expect(canvas.getByText('Step 2 of 5: Reason, current step').parentElement).toHaveFocus();
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Step 2 of 5: Reason'),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
  },
};

/** A step with a problem shows the error state and its reason. */
export const WithError: Story = {
  args: {
    currentStepId: 'review',
    steps: paymentSteps.map((step) =>
      step.id === 'amount' ? { ...step, status: 'error' as const, description: 'Exceeds the daily limit' } : step,
    ),
    onStepPress: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('button', { name: 'Step 3 of 5: Amount, needs attention' });
    await expect(canvas.getByText('Exceeds the daily limit')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(amount).toHaveFocus();
    await expect(amount).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    await expect(args.onStepPress).toHaveBeenCalledWith('amount');
  },
};

/** The conversion flow has two steps; on the last one everything before is complete. */
export const TwoStepsDone: Story = {
  args: {
    steps: [
      { id: 'review', label: 'Review' },
      { id: 'complete', label: 'Complete' },
    ],
    currentStepId: 'complete',
    label: 'Conversion progress',
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Step 1 of 2: Review, completed');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const Vertical: Story = {
  args: {
    orientation: 'vertical',
    steps: [
      { id: 'details', label: 'Recipient details', description: 'Jane Doe, GBP' },
      { id: 'review', label: 'Review' },
      { id: 'complete', label: 'Complete' },
    ],
    currentStepId: 'review',
    onStepPress: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      items[0]?.getBoundingClientRect().bottom ?? 0,
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Step 1 of 3: Recipient details, completed' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepPress).toHaveBeenCalledWith('details');
  },
};

/** Horizontal steps side by side on wide screens. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', currentStepId: 'amount' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(Math.round(items[1]?.getBoundingClientRect().top ?? -1)).toBe(
      Math.round(items[0]?.getBoundingClientRect().top ?? -2),
    );
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
  },
};

/** Long labels wrap inside their step and never overflow a 320 px container. */
export const LongLabelsNarrow: Story = {
  args: {
    orientation: 'horizontal',
    steps: [
      { id: 'single', label: 'Choose single use or multiple use' },
      { id: 'form', label: 'Card limits, holder and delivery address' },
      { id: 'complete', label: 'Complete' },
    ],
    currentStepId: 'form',
    label: 'Card creation progress',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Card creation progress' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(320);
    await expect(within(nav).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};
