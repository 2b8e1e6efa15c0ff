import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField/TextField.js';
import { AccordionWizard, type AccordionWizardSection } from './AccordionWizard.js';

/**
 * The keyboard and roles of the AccordionWizard, row by row, against the APG accordion pattern: each
 * header a button inside a heading, `aria-expanded` and `aria-controls` on it, each panel a region
 * labelled by its button; Enter and Space toggle; Tab moves through headers and the open panel's
 * content in page order. A locked section is still a focusable button, with `aria-disabled`.
 */

const sections: AccordionWizardSection[] = [
  { id: 'one', title: 'Business details', content: <TextField label="Legal business name" /> },
  { id: 'two', title: 'Business address', content: <TextField label="Street address" /> },
  { id: 'three', title: 'Directors', content: <TextField label="Director full name" /> },
];

const meta = {
  title: 'Forms/AccordionWizard/Keyboard (APG accordion)',
  component: AccordionWizard,
  args: { sections, defaultSectionId: 'two' },
} satisfies Meta<typeof AccordionWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Roles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // each header button is the only child of a heading (level 3 by default)
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings).toHaveLength(3);
    for (const heading of headings) await expect(within(heading).getAllByRole('button')).toHaveLength(1);
    // the button says whether its panel is shown and which panel it controls
    const open = canvas.getByRole('button', { name: 'Business address' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const panelId = open.getAttribute('aria-controls') ?? '';
    const panel = canvasElement.ownerDocument.getElementById(panelId);
    // the shown panel is a region named by its button
    await expect(panel).toBe(canvas.getByRole('region', { name: 'Business address' }));
    // a closed panel is hidden
    const closed = canvas.getByRole('button', { name: /Business details/ });
    await expect(closed).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvasElement.ownerDocument.getElementById(closed.getAttribute('aria-controls') ?? ''),
    ).toHaveAttribute('hidden');
    // a locked header is a button too, marked aria-disabled, its name saying so
    await expect(canvas.getByRole('button', { name: /Directors.*not yet available/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const EnterAndSpaceToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /Business details/ });
    // on Tab, focus moves to the first header
    await userEvent.tab();
    await expect(first).toHaveFocus();
    // on Enter, a collapsed section expands (and the other one collapses: one open at a time)
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Business address' })).toHaveAttribute('aria-expanded', 'false');
    // on Space, the expanded section collapses
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // on Space again, it expands
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};

export const TabOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // on Tab, focus goes through the headers and the open panel's content in page order
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Business details/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Business address' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Street address' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save and continue' })).toHaveFocus();
    // a locked header stays in the tab order
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Directors.*not yet available/ })).toHaveFocus();
    // on Shift+Tab, focus goes back
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Save and continue' })).toHaveFocus();
  },
};

export const LockedHeaderIgnoresEnterAndSpace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const locked = canvas.getByRole('button', { name: /Directors.*not yet available/ });
    locked.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(locked).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.getByRole('button', { name: 'Business address' })).toHaveAttribute('aria-expanded', 'true');
  },
};
