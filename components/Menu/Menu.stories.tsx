import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, MoreHorizontal, Pencil, RefreshCw, Snowflake, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { IconButton } from '../IconButton/IconButton.js';
import { Menu } from './Menu.js';
import type { MenuEntry } from './menuItems.js';
import { MenuTrigger } from './MenuTrigger.js';

const cardActions: MenuEntry[] = [
  { id: 'freeze', label: 'Freeze card', icon: Snowflake },
  { id: 'rename', label: 'Rename', icon: Pencil },
  { id: 'replace', label: 'Replace card', icon: RefreshCw, isDisabled: true },
  { id: 'download', label: 'Download statement', icon: Download, description: 'PDF of the last 30 days' },
  { id: 'delete', label: 'Delete card', icon: Trash2, variant: 'danger' },
];

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  subcomponents: { MenuTrigger },
  args: { items: cardActions, onAction: fn() },
  argTypes: { items: { control: false } },
  render: (args) => (
    <MenuTrigger>
      <IconButton icon={MoreHorizontal} aria-label="Card actions" variant="secondary" />
      <Menu {...args} />
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const item = (name: string | RegExp) => page.getByRole('menuitem', { name });

/** APG menu button: Enter opens on the first item; arrows, Home/End and typeahead move; Enter activates. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Card actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu', { name: 'Card actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(item('Freeze card')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Rename')).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Download statement')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('Delete card')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Freeze card')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Delete card')).toHaveFocus();
    // Typeahead.
    await userEvent.keyboard('do');
    await expect(item('Download statement')).toHaveFocus();
    await expect(item('Download statement')).toHaveAccessibleDescription('PDF of the last 30 days');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('download');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** ArrowUp on the trigger opens on the last item; Space activates. */
export const ArrowUpOpensOnLast: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Card actions' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await page.findByRole('menu');
    await waitFor(() => expect(item('Delete card')).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes without acting and focus returns to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Card actions' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await page.findByRole('menu');
    await waitFor(() => expect(item('Freeze card')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Disabled items are exposed as disabled and cannot be activated. Left open for the accessibility check. */
export const DisabledItem: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('menu');
    const replace = item('Replace card');
    await expect(replace).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(replace, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(page.getByRole('menu')).toBeInTheDocument();
  },
};

const sectioned: MenuEntry[] = [
  {
    id: 'view',
    title: 'View',
    items: [
      { id: 'details', label: 'Card details' },
      { id: 'transactions', label: 'Transactions' },
    ],
  },
  {
    id: 'manage',
    title: 'Manage',
    items: [
      { id: 'limits', label: 'Change limits' },
      { id: 'cancel', label: 'Cancel card', variant: 'danger' },
    ],
  },
];

/** Sections are labelled groups; arrows move across them. Left open for the accessibility check. */
export const WithSections: Story = {
  args: { items: sectioned },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Card options</Button>
      <Menu {...args} />
    </MenuTrigger>
  ),
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu', { name: 'Card options' });
    await expect(within(menu).getByRole('group', { name: 'View' })).toBeInTheDocument();
    await expect(within(menu).getByRole('group', { name: 'Manage' })).toBeInTheDocument();
    await waitFor(() => expect(item('Card details')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(item('Change limits')).toHaveFocus();
  },
};

/** Tab leaves the menu and closes it. */
export const TabCloses: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <MenuTrigger>
        <IconButton icon={MoreHorizontal} aria-label="Card actions" variant="secondary" />
        <Menu {...args} />
      </MenuTrigger>
      <Button variant="ghost">Next</Button>
    </div>
  ),
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('menu');
    await waitFor(() => expect(item('Freeze card')).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** On a 320 px viewport long labels wrap and the menu stays on screen. */
export const LongLabelsAt320: Story = {
  args: {
    items: [
      { id: 'export', label: 'Export every transaction of this card as a spreadsheet', icon: Download },
      { id: 'rename', label: 'Rename', icon: Pencil },
    ],
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <MenuTrigger>
        <IconButton icon={MoreHorizontal} aria-label="Card actions" variant="secondary" />
        <Menu {...args} placement="bottom-end" />
      </MenuTrigger>
    </div>
  ),
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() => {
      const rect = (menu.parentElement ?? menu).getBoundingClientRect();
      expect(rect.left).toBeGreaterThanOrEqual(0);
      expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    });
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('export');
  },
};
