import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, MoreHorizontal, Pencil, RefreshCw, Snowflake, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Drawer } from '../Drawer/Drawer.js';
import { IconButton } from '../IconButton/IconButton.js';
import { Menu, type MenuProps } from './Menu.js';
import type { MenuEntry } from './menuItems.js';
import { MenuTrigger } from './MenuTrigger.js';

/** The APG menu button and menu keyboard tables, row by row. */

const cardActions: MenuEntry[] = [
  { id: 'freeze', label: 'Freeze card', icon: Snowflake },
  { id: 'rename', label: 'Rename', icon: Pencil },
  { id: 'replace', label: 'Replace card', icon: RefreshCw, isDisabled: true },
  { id: 'download', label: 'Download statement', icon: Download, description: 'PDF of the last 30 days' },
  { id: 'delete', label: 'Delete card', icon: Trash2, variant: 'danger' },
];

function CardActions(props: Partial<MenuProps>) {
  return (
    <div style={{ display: 'flex', gap: 16, minHeight: 320, alignItems: 'flex-start' }}>
      <MenuTrigger>
        <IconButton icon={MoreHorizontal} aria-label="Card actions" variant="secondary" />
        <Menu items={cardActions} {...props} />
      </MenuTrigger>
      <button type="button">Elsewhere</button>
    </div>
  );
}

const meta = {
  title: 'Overlays/Menu/Keyboard (APG menu button)',
  component: CardActions,
  args: { onAction: fn() },
} satisfies Meta<typeof CardActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const item = (name: string) => page.getByRole('menuitem', { name });
const menu = () => page.queryByRole('menu');
const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Card actions' });

/** Each opening key on the menu button, and Escape back to it. */
export const Opening: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    for (const [key, first] of [
      ['{Enter}', 'Freeze card'],
      [' ', 'Freeze card'],
      ['{ArrowDown}', 'Freeze card'],
      ['{ArrowUp}', 'Delete card'],
    ] as const) {
      // on the key, the menu opens with focus on its first item (its last for ArrowUp)
      await userEvent.keyboard(key);
      await waitFor(() => expect(item(first)).toHaveFocus());
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // on Escape, the menu closes and focus returns to the button
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(menu()).not.toBeInTheDocument());
      await expect(button).toHaveFocus();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

/** Arrows move through the enabled items and wrap; Home/End go to the first/last. */
export const MovingThroughItems: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(item('Freeze card')).toHaveFocus());
    // on ArrowDown, the next item; a disabled one is skipped
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Rename')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Download statement')).toHaveFocus();
    // on ArrowUp, the previous item
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Rename')).toHaveFocus();
    // on End, the last item; on ArrowDown from it, the first
    await userEvent.keyboard('{End}');
    await expect(item('Delete card')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Freeze card')).toHaveFocus();
    // on ArrowUp from the first item, the last; on Home, the first
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Delete card')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Freeze card')).toHaveFocus();
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** Typeahead: a letter moves to the next item starting with it, the same letter again to the one after, wrapping. */
export const Typeahead: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(item('Freeze card')).toHaveFocus());
    // on "d", the first item starting with d
    await userEvent.keyboard('d');
    await expect(item('Download statement')).toHaveFocus();
    // on "d" again, the next item starting with d
    await userEvent.keyboard('d');
    await expect(item('Delete card')).toHaveFocus();
    // on "d" once more, round to the first one
    await userEvent.keyboard('d');
    await expect(item('Download statement')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    // on letters typed quickly, the item starting with them; a disabled item is never reached
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(item('Freeze card')).toHaveFocus());
    await userEvent.keyboard('del');
    await expect(item('Delete card')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item('Freeze card')).toHaveFocus());
    await userEvent.keyboard('r');
    await expect(item('Rename')).toHaveFocus();
    await userEvent.keyboard('r');
    await expect(item('Rename')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};

/** Enter and Space activate the focused item; the menu closes and focus returns to the button. */
export const Activating: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(item('Rename')).toHaveFocus());
    // on Enter, the item is activated
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('rename');
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    // on Space, the item is activated
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(item('Delete card')).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenLastCalledWith('delete');
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onAction).toHaveBeenCalledTimes(2);
  },
};

/** Tab closes the menu without activating anything; focus is not lost. */
export const TabCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(item('Freeze card')).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    await expect(canvasElement.contains(document.activeElement)).toBe(true);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** An item's name is its label; its second line is its description, not part of the name. */
export const ItemDescription: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(item('Freeze card')).toHaveFocus());
    const download = item('Download statement');
    await expect(download).toHaveAccessibleName('Download statement');
    await expect(download).toHaveAccessibleDescription('PDF of the last 30 days');
    await userEvent.keyboard('{Escape}');
  },
};

/** In a modal drawer: the menu opens above the drawer and takes focus and clicks. */
export const InADrawer: Story = {
  render: (args) => (
    <Drawer isOpen title="Card">
      <CardActions {...args} />
    </Drawer>
  ),
  play: async ({ args }) => {
    await waitFor(() => expect(page.getByRole('dialog', { name: 'Card' })).toBeVisible());
    page.getByRole('button', { name: 'Card actions' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(item('Freeze card')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('rename');
    await userEvent.click(page.getByRole('button', { name: 'Card actions' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Delete card' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('delete');
  },
};
