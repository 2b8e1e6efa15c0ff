import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { ToastProvider } from './ToastProvider.js';
import { useToast } from './useToast.js';
import type { ShowToastOptions } from './toastQueue.js';

/** Buttons that each show one toast; used by every story. */
function ToastTriggers({ toasts }: { toasts: Array<{ trigger: string } & ShowToastOptions> }) {
  const toast = useToast();
  const lastId = useRef<string | null>(null);
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {toasts.map(({ trigger, ...options }) => (
        <Button
          key={trigger}
          variant="secondary"
          onPress={() => {
            lastId.current = toast.show(options);
          }}
        >
          {trigger}
        </Button>
      ))}
      <Button
        variant="ghost"
        onPress={() => {
          if (lastId.current) toast.dismiss(lastId.current);
        }}
      >
        Dismiss last
      </Button>
    </div>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const body = within(document.body);

/** Presses Tab (at most 3 times) until `target` has focus. */
async function tabUntil(target: HTMLElement) {
  for (let i = 0; i < 3 && document.activeElement !== target; i++) await userEvent.tab();
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { regionLabel: 'Notifications', closeLabel: 'Close' },
  render: (args) => (
    <ToastProvider {...args}>
      <ToastTriggers
        toasts={[
          {
            trigger: 'Save changes',
            tone: 'success',
            title: 'Changes saved',
            description: 'Your profile is up to date.',
          },
        ]}
      />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter shows the toast; F6 moves into its landmark; its close button returns focus to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog', { name: 'Changes saved' });
    await expect(toast).toHaveAccessibleDescription('Your profile is up to date.');
    await waitFor(() => expect(body.getByRole('alert')).toHaveTextContent('Changes saved'));
    await userEvent.keyboard('{F6}');
    const region = body.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region).toContainElement(document.activeElement as HTMLElement));
    const close = within(toast).getByRole('button', { name: 'Close' });
    await tabUntil(close);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The toast and its close button show a focus ring when reached with the keyboard. */
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog', { name: 'Changes saved' });
    toast.focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await expect(toast).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(toast).outlineStyle).toBe('solid');
    await userEvent.tab();
    const close = within(toast).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await expect(close).toHaveAttribute('data-focus-visible');
  },
};

const allTones: Array<{ trigger: string } & ShowToastOptions> = [
  { trigger: 'Success', tone: 'success', title: 'Payment sent', duration: Infinity },
  {
    trigger: 'Error',
    tone: 'danger',
    title: 'Payment failed',
    description: 'Try again in a few minutes.',
    duration: Infinity,
  },
  { trigger: 'Warning', tone: 'warning', title: 'Card expires soon', duration: Infinity },
  { trigger: 'Info', tone: 'info', title: 'Export is being prepared', duration: Infinity },
];

/** One toast per tone (no auto-hide); only the three newest are on screen. */
export const Tones: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastTriggers toasts={allTones} />
    </ToastProvider>
  ),
  play: async () => {
    for (let i = 0; i < 3; i++) {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    }
    await expect(await body.findByRole('alertdialog', { name: 'Card expires soon' })).toHaveAttribute(
      'data-tone',
      'warning',
    );
    await expect(body.getByRole('alertdialog', { name: 'Payment failed' })).toHaveAttribute('data-tone', 'danger');
    await expect(body.getByRole('alertdialog', { name: 'Payment sent' })).toHaveAttribute('data-tone', 'success');
  },
};

/** A fourth toast waits in the queue and shows once one of the three visible closes. */
export const AtMostThreeVisible: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastTriggers toasts={allTones} />
    </ToastProvider>
  ),
  play: async () => {
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    }
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(3));
    await expect(body.queryByRole('alertdialog', { name: 'Payment sent' })).not.toBeInTheDocument();
    // "Dismiss last" closes the newest toast through useToast().dismiss(id).
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(body.queryByRole('alertdialog', { name: 'Export is being prepared' })).not.toBeInTheDocument(),
    );
    await expect(body.getAllByRole('alertdialog')).toHaveLength(3);
    await expect(body.getByRole('alertdialog', { name: 'Payment sent' })).toBeInTheDocument();
  },
};

/** Each toast hides itself after its own duration (short ones here; the default is 5 s). */
export const AutoHidesAfterItsDuration: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastTriggers
        toasts={[
          { trigger: 'Slow', tone: 'success', title: 'Invitation sent', duration: 5000 },
          { trigger: 'Quick', tone: 'info', title: 'Copied', duration: 800 },
        ]}
      />
    </ToastProvider>
  ),
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog', { name: 'Copied' });
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: 'Copied' })).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(body.getByRole('alertdialog', { name: 'Invitation sent' })).toBeInTheDocument();
  },
};

const shortToast: Array<{ trigger: string } & ShowToastOptions> = [
  { trigger: 'Archive', tone: 'success', title: 'Receipt archived', duration: 800 },
];

/** While focus is in the toasts (reached with F6) their timers stand still; leaving resumes them. */
export const PausesWhileFocused: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastTriggers toasts={shortToast} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog', { name: 'Receipt archived' });
    await userEvent.keyboard('{F6}');
    const region = body.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region).toContainElement(document.activeElement as HTMLElement));
    await sleep(1600);
    await expect(toast).toBeInTheDocument();
    within(canvasElement).getByRole('button', { name: 'Archive' }).focus();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** While the pointer rests on the toasts their timers stand still. */
export const PausesWhileHovered: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastTriggers toasts={shortToast} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog', { name: 'Receipt archived' });
    await userEvent.hover(toast);
    await sleep(1600);
    await expect(toast).toBeInTheDocument();
    await userEvent.unhover(toast);
    await userEvent.hover(canvasElement);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** Labels are props: a product can name the landmark and the close button in its own words. */
export const CustomLabels: Story = {
  args: { regionLabel: 'Messages', closeLabel: 'Dismiss message' },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('region', { name: 'Messages' });
    const close = body.getByRole('button', { name: 'Dismiss message' });
    await userEvent.keyboard('{F6}');
    await tabUntil(close);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

const longToast: Array<{ trigger: string } & ShowToastOptions> = [
  {
    trigger: 'Submit',
    tone: 'danger',
    title: 'We could not submit your application because a required document is missing',
    description:
      'Upload the certificate of incorporation and the proof of address for every shareholder who owns more than twenty-five percent of the company, then submit again.',
    duration: Infinity,
  },
];

/** Long texts wrap inside the toast at a 320 px viewport; nothing overflows sideways. */
export const LongTextNarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: (args) => (
    <ToastProvider {...args}>
      <ToastTriggers toasts={longToast} />
    </ToastProvider>
  ),
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog', { name: /required document is missing/ });
    await expect(window.innerWidth).toBe(320);
    const box = toast.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(320);
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth);
    await userEvent.keyboard('{F6}');
    const close = body.getByRole('button', { name: 'Close' });
    await tabUntil(close);
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

const veryLongText = 'Saved the card named '.concat('very long name '.repeat(700), 'end of the name.');

/** A 10,000-character toast shows a few lines: it stays short, and its Close button stays on screen. */
export const VeryLongTextIsClamped: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastTriggers
        toasts={[
          { trigger: 'Save', tone: 'success', title: veryLongText, description: veryLongText, duration: Infinity },
        ]}
      />
    </ToastProvider>
  ),
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The whole text is still the toast's name for a screen reader.
    const toast = await body.findByRole('alertdialog', { name: /end of the name\.$/ });
    await expect(veryLongText.length).toBeGreaterThan(10_000);
    await expect(toast.getBoundingClientRect().height).toBeLessThan(240);
    const close = within(toast).getByRole('button', { name: 'Close' });
    const closeBox = close.getBoundingClientRect();
    await expect(closeBox.top).toBeGreaterThanOrEqual(0);
    await expect(closeBox.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(toast).getAllByTitle(veryLongText)).toHaveLength(2);
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

const overlaps = (a: Element, b: Element) => {
  const one = a.getBoundingClientRect();
  const two = b.getBoundingClientRect();
  return one.left < two.right && two.left < one.right && one.top < two.bottom && two.top < one.bottom;
};

/** A button pinned to the bottom corner, where the toasts go, as a form's last step puts its Next or Submit. */
function BottomCornerAction({ label, top }: { label: string; top: string }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
      <Button variant="secondary" onPress={() => toast.show({ tone: 'info', title: top, duration: 0 })}>
        {top}
      </Button>
      <div style={{ position: 'fixed', insetInline: 24, bottom: 24, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="primary"
          onPress={() =>
            toast.show({
              tone: 'danger',
              title: 'The application was not sent',
              description: 'Try again.',
              duration: 0,
            })
          }
        >
          {label}
        </Button>
      </div>
    </div>
  );
}

/**
 * A toast never covers the focused control (issue 38 item 9), nor then the page's primary button (issue 41
 * item 5): pressed at the bottom corner, the button stays visible with its toast at the top; once focus
 * goes to a control at the top, the toasts stay at the top, off both it and the primary button below
 * (on a tablet's width, where the toasts take a corner, not the whole width).
 */
export const StaysOffTheFocusedControl: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  render: (args) => (
    <ToastProvider {...args}>
      <BottomCornerAction label="SUBMIT Application" top="Save draft" />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'SUBMIT Application' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = await body.findByRole('region', { name: 'Notifications' });
    await body.findByRole('alertdialog', { name: 'The application was not sent' });
    await waitFor(() => expect(overlaps(region, submit)).toBe(false));
    await expect(submit).toHaveFocus();
    const draft = within(canvasElement).getByRole('button', { name: 'Save draft' });
    await userEvent.tab({ shift: true });
    await expect(draft).toHaveFocus();
    await waitFor(() => expect(region).toHaveAttribute('data-placement', 'top'));
    await expect(overlaps(region, draft)).toBe(false);
    await expect(overlaps(region, submit)).toBe(false);
  },
};

/**
 * At 320 px, where the toasts span the whole width: pressed at the bottom corner, the button stays
 * visible with its toast at the top.
 */
export const StaysOffTheFocusedControlAt320: Story = {
  ...StaysOffTheFocusedControl,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'SUBMIT Application' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = await body.findByRole('region', { name: 'Notifications' });
    await body.findByRole('alertdialog', { name: 'The application was not sent' });
    await waitFor(() => expect(region).toHaveAttribute('data-placement', 'top'));
    await expect(overlaps(region, submit)).toBe(false);
    await expect(submit).toHaveFocus();
  },
};
