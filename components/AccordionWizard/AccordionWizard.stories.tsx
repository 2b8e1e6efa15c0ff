import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Dialog } from '../Dialog/Dialog.js';
import { TextField } from '../TextField/TextField.js';
import { ToastProvider } from '../Toast/ToastProvider.js';
import { useToast } from '../Toast/useToast.js';
import { AccordionWizard, type AccordionWizardSection } from './AccordionWizard.js';

/** A section with one required field that fails to save while empty. */
function useRequiredSection(id: string, title: string, fieldLabel: string, initial = ''): AccordionWizardSection {
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  return {
    id,
    title,
    summary: value || undefined,
    content: (
      <TextField
        label={fieldLabel}
        value={value}
        onChange={(next) => {
          setValue(next);
          setInvalid(false);
        }}
        isInvalid={invalid}
        errorMessage={`${fieldLabel} is required`}
      />
    ),
    onSave: async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (value.trim() === '') {
        setInvalid(true);
        return false;
      }
      return true;
    },
  };
}

interface DemoProps {
  isReview?: boolean;
  defaultSectionId?: string;
  prefilled?: boolean;
  onSubmit?: () => void;
  onComplete?: () => void;
}

function KybDemo({ isReview, defaultSectionId, prefilled = false, onSubmit, onComplete }: DemoProps) {
  const sections = [
    useRequiredSection('business', 'Business details', 'Legal business name', prefilled ? 'Acme Ltd' : ''),
    useRequiredSection('address', 'Business address', 'Street address', prefilled ? '12 King St W' : ''),
    useRequiredSection('directors', 'Directors', 'Director full name', prefilled ? 'Jane Doe' : ''),
  ];
  return (
    <AccordionWizard
      sections={sections}
      isReview={isReview}
      defaultSectionId={defaultSectionId}
      onSubmit={onSubmit}
      onComplete={onComplete}
      labels={{ submit: 'Submit application', review: 'Please review the application before you submit' }}
    />
  );
}

const meta = {
  title: 'Forms/AccordionWizard',
  component: AccordionWizard,
  args: { sections: [] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccordionWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the first section is open; saving it opens the next and moves focus to its heading. */
export const Default: Story = {
  render: () => <KybDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Business details' });
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: /Business address.*not yet available/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('Acme Ltd');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save and continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const second = await canvas.findByRole('button', { name: 'Business address' });
    await waitFor(() => expect(second).toHaveFocus());
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: /Business details.*completed/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('region', { name: 'Business address' })).toBeVisible();
  },
};

/** A failed save keeps the section open and focuses the first invalid field. */
export const FailedSaveFocusesInvalidField: Story = {
  render: () => <KybDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save and continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const field = canvas.getByRole('textbox', { name: 'Legal business name' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Business details' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: /Business address.*not yet available/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A saved section can be reopened from its heading; only one section is open at a time. */
export const ReopenEarlierSection: Story = {
  render: () => <KybDemo prefilled defaultSectionId="directors" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /Business details.*completed/ });
    await expect(canvas.getByRole('button', { name: 'Directors' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Directors' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('textbox', { name: 'Legal business name' })).toHaveValue('Acme Ltd');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Saving the last section opens every section and the floating submit area, focused. */
export const LastSaveStartsReview: Story = {
  args: { onComplete: fn(), onSubmit: fn() },
  render: (args) => (
    <KybDemo prefilled defaultSectionId="directors" onComplete={args.onComplete} onSubmit={args.onSubmit} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const submit = await canvas.findByRole('button', { name: 'Submit application' });
    await waitFor(() => expect(submit).toHaveFocus());
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Please review the application before you submit')).toBeVisible();
    for (const heading of canvas.getAllByRole('button', { expanded: true })) {
      await expect(heading).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(3);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Review mode set by the parent: all sections open, any can be collapsed and reopened. */
export const ReviewMode: Story = {
  args: { onSubmit: fn() },
  render: (args) => <KybDemo prefilled isReview onSubmit={args.onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Business details' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Business details' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit application' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const NarrowViewport: Story = {
  render: () => <KybDemo prefilled isReview />,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submit application' });
    await expect(submit.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 330,
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Business details' })).toHaveFocus();
  },
};

/** A save that rejects keeps the section open and shows (and announces) its message inside the section. */
export const RejectedSaveShowsFailure: Story = {
  render: () => {
    function Rejecting() {
      const [attempts, setAttempts] = useState(0);
      const sections: AccordionWizardSection[] = [
        {
          id: 'business',
          title: 'Business details',
          content: <TextField label="Legal business name" defaultValue="Acme Ltd" />,
          onSave: async () => {
            setAttempts((count) => count + 1);
            await new Promise((resolve) => setTimeout(resolve, 20));
            if (attempts === 0) throw new Error('Unable to save the data. Please try again.');
          },
        },
        { id: 'address', title: 'Business address', content: <TextField label="Street address" /> },
      ];
      return <AccordionWizard sections={sections} />;
    }
    return <Rejecting />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to save the data. Please try again.');
    await expect(within(canvas.getByRole('region', { name: 'Business details' })).getByRole('alert')).toBe(alert);
    await expect(canvas.getByRole('textbox', { name: 'Legal business name' })).toHaveValue('Acme Ltd');
    await expect(canvas.getByRole('button', { name: 'Business details' })).toHaveAttribute('aria-expanded', 'true');
    // The second attempt succeeds: the failure goes, the next section opens.
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Business address' })).toHaveFocus());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A locked section is reachable by Tab and says it is not yet available; pressing it opens nothing. */
export const LockedSectionIsFocusable: Story = {
  render: () => <KybDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const locked = canvas.getByRole('button', { name: /Directors.*not yet available/ });
    locked.focus();
    await expect(locked).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(locked).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(locked).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Business details' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Progress is kept by section id: a section a condition adds before the current one does not move the user. */
export const ConditionalSectionKeepsPlace: Story = {
  render: () => {
    function Conditional() {
      const [withTrading, setWithTrading] = useState(false);
      const sections: AccordionWizardSection[] = [
        {
          id: 'business',
          title: 'Business details',
          content: (
            <label>
              <input type="checkbox" checked={withTrading} onChange={(event) => setWithTrading(event.target.checked)} />
              Trading address is different
            </label>
          ),
        },
        ...(withTrading
          ? [{ id: 'trading', title: 'Trading address', content: <TextField label="Trading street" /> }]
          : []),
        { id: 'directors', title: 'Directors', content: <TextField label="Director full name" /> },
      ];
      return <AccordionWizard sections={sections} />;
    }
    return <Conditional />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Directors' })).toHaveFocus());
    // Reopen the first section and add the conditional one: Directors stays reached; the new one is next.
    await userEvent.click(canvas.getByRole('button', { name: /Business details/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Trading address is different' }));
    await expect(canvas.getByRole('button', { name: /Business details.*completed/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Trading address' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('button', { name: /Directors.*not yet available/ })).toBeInTheDocument();
  },
};

function NotifyButton() {
  const toast = useToast();
  return (
    <Button variant="secondary" onPress={() => toast.show({ tone: 'success', title: 'Draft saved', duration: 0 })}>
      Save draft
    </Button>
  );
}

/**
 * In a full-screen dialog, review mode's floating submit area stays clear of the toasts (issue 38 item 9):
 * a toast shown from elsewhere sits above it, never over "Submit application".
 */
export const ToastsStayOffTheSubmitArea: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: () => (
    <ToastProvider>
      <Dialog isOpen variant="fullscreen" title="Know your Business">
        <NotifyButton />
        <KybDemo prefilled isReview />
      </Dialog>
    </ToastProvider>
  ),
  play: async () => {
    const page = within(document.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Know your Business' }));
    const submit = dialog.getByRole('button', { name: 'Submit application' });
    dialog.getByRole('button', { name: 'Save draft' }).focus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('alertdialog', { name: 'Draft saved' });
    const region = page.getByRole('region', { name: 'Notifications' });
    await waitFor(() => {
      const toastBox = region.getBoundingClientRect();
      const submitBox = submit.getBoundingClientRect();
      expect(toastBox.bottom <= submitBox.top || toastBox.top >= submitBox.bottom).toBe(true);
    });
  },
};
