import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Tabs, type TabItem } from './Tabs.js';

const accountTabs: TabItem[] = [
  { key: 'overview', title: 'Overview', content: <p>Balances and recent activity.</p> },
  { key: 'statements', title: 'Statements', content: <p>Monthly statements as PDF.</p> },
  { key: 'limits', title: 'Limits', content: <p>Daily and monthly limits.</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { 'aria-label': 'Account', items: accountTabs, onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab focuses the selected tab; arrows move and select; Tab again enters the panel. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const statements = canvas.getByRole('tab', { name: 'Statements' });
    await expect(statements).toHaveFocus();
    await expect(statements).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('statements');
    await expect(canvas.getByRole('tabpanel', { name: 'Statements' })).toHaveTextContent('Monthly statements as PDF.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Limits' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    // No tab can be removed: no removal hint anywhere on the page.
    await expect(canvas.queryByText('Press Delete to remove')).not.toBeInTheDocument();
  },
};

/** A control that arrives after the panel is drawn, as a loaded page's does. */
function LateControl() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true));
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <Button variant="secondary">Download statement</Button> : <p>Loading statements…</p>;
}

/**
 * A panel holding a control has no tab stop of its own: Tab from the tab goes straight to the control,
 * also when the control arrived after the panel was drawn (APG Tabs).
 */
export const TabGoesToThePanelsFirstControl: Story = {
  args: {
    items: [
      { key: 'overview', title: 'Overview', content: <p>Balances and recent activity.</p> },
      { key: 'statements', title: 'Statements', content: <LateControl /> },
    ],
    defaultSelectedKey: 'statements',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const download = await canvas.findByRole('button', { name: 'Download statement' });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Statements' })).toHaveFocus();
    await userEvent.tab();
    await expect(download).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Statements' })).not.toHaveAttribute('tabindex');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('tab', { name: 'Statements' })).toHaveFocus();
  },
};

/** A disabled tab with a "Coming soon" badge is skipped by the arrow keys. */
export const DisabledWithBadge: Story = {
  args: {
    items: [
      accountTabs[0] as TabItem,
      { key: 'cashback', title: 'Cashback', badge: 'Coming soon', isDisabled: true, content: null },
      accountTabs[1] as TabItem,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cashback = canvas.getByRole('tab', { name: 'Cashback Coming soon' });
    await expect(cashback).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Statements' })).toHaveFocus();
    await userEvent.click(cashback);
    await expect(cashback).toHaveAttribute('aria-selected', 'false');
  },
};

function UrlTabs() {
  const [tab, setTab] = useState<string>('statements');
  return (
    <>
      <Tabs
        aria-label="Account"
        items={accountTabs}
        selectedKey={tab}
        onSelectionChange={(key) => setTab(String(key))}
      />
      <p>
        URL: <output aria-label="Location">/accounts?tab={String(tab)}</output>
      </p>
      <Button size="sm" variant="secondary" onPress={() => setTab('limits')}>
        Go to limits
      </Button>
    </>
  );
}

/** Controlled selection: the host keeps the tab in the URL and can change it. */
export const ControlledByUrl: Story = {
  render: () => <UrlTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Statements' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('status', { name: 'Location' })).toHaveTextContent('/accounts?tab=overview');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go to limits' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Limits' })).toHaveAttribute('aria-selected', 'true');
  },
};

interface Shareholder {
  id: number;
  name: string;
}

function ShareholderTabs({ onRemove }: { onRemove?: (key: string) => void }) {
  const [shareholders, setShareholders] = useState<Shareholder[]>([
    { id: 1, name: 'Shareholder 1' },
    { id: 2, name: 'Shareholder 2' },
    { id: 3, name: 'Shareholder 3' },
  ]);
  const [selected, setSelected] = useState<string>('1');
  const [nextId, setNextId] = useState(4);
  const items: TabItem[] = shareholders.map((s) => ({
    key: String(s.id),
    title: s.name,
    isRemovable: shareholders.length > 1,
    content: <p>Details of {s.name}.</p>,
  }));
  return (
    <Tabs
      aria-label="Shareholders"
      items={items}
      selectedKey={selected}
      onSelectionChange={(key) => setSelected(String(key))}
      onRemove={(key) => {
        onRemove?.(key);
        setShareholders((list) => list.filter((s) => String(s.id) !== key));
      }}
      endSlot={
        <Button
          size="sm"
          variant="ghost"
          onPress={() => {
            setShareholders((list) => [...list, { id: nextId, name: `Shareholder ${nextId}` }]);
            setSelected(String(nextId));
            setNextId(nextId + 1);
          }}
        >
          Add shareholder
        </Button>
      }
    />
  );
}

/** Delete removes the focused tab; focus and selection move to the next tab, else the previous. */
export const RemoveWithDeleteKey: Story = {
  render: () => <ShareholderTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: 'Shareholder 2' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAccessibleDescription('Press Delete to remove');
    // A description, not page text read between the tabs and the panel.
    await expect(canvas.getByText('Press Delete to remove')).not.toBeVisible();
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByRole('tab', { name: 'Shareholder 2' })).not.toBeInTheDocument();
    const third = canvas.getByRole('tab', { name: 'Shareholder 3' });
    await waitFor(() => expect(third).toHaveFocus());
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Shareholder 2 removed');
    // Removing the last tab moves back to the previous one.
    await userEvent.keyboard('{Backspace}');
    const first = canvas.getByRole('tab', { name: 'Shareholder 1' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('aria-selected', 'true');
    // The only shareholder left cannot be removed.
    await userEvent.keyboard('{Delete}');
    await expect(first).toBeInTheDocument();
    await expect(first).not.toHaveAccessibleDescription();
  },
};

/** "Add shareholder" appends a tab and selects it. */
export const AddTab: Story = {
  render: () => <ShareholderTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add shareholder' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const added = canvas.getByRole('tab', { name: 'Shareholder 4' });
    await expect(added).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Details of Shareholder 4.');
  },
};

/** With a pointer, the × on a removable tab removes it. */
export const RemoveWithPointer: Story = {
  render: (args) => <ShareholderTabs onRemove={args.onRemove} />,
  args: { onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'Shareholder 1' });
    const mark = first.querySelector('[data-remove]');
    if (!mark) throw new Error('no remove mark');
    await userEvent.click(mark);
    await expect(args.onRemove).toHaveBeenCalledWith('1');
    await expect(canvas.getByRole('tab', { name: 'Shareholder 2' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('tab', { name: 'Overview' });
    await userEvent.tab();
    await expect(tab).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(tab).outlineStyle).toBe('solid');
  },
};

export const NarrowViewport: Story = {
  args: {
    items: [
      ...accountTabs,
      { key: 'team', title: 'Team members with access', content: <p>People.</p> },
      { key: 'settings', title: 'Notification settings', content: <p>Settings.</p> },
    ],
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    // The cut-off side fades out, a visible sign the list scrolls on.
    await waitFor(() => expect(list).toHaveAttribute('data-more-end'));
    await expect(getComputedStyle(list).maskImage).toContain('gradient');
    await expect(list).not.toHaveAttribute('data-more-start');
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Notification settings' })).toHaveFocus();
    await waitFor(() => expect(list).toHaveAttribute('data-more-start'));
    await waitFor(() => expect(list).not.toHaveAttribute('data-more-end'));
  },
};
