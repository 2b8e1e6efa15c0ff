// A person presses Enter on a select before its list's code has come (a slow network, a busy machine,
// a drawer that has just opened): the popup shows at once with a loading row, announced, focus stays on
// the button, Escape then closes it without closing what the select sits in; once the code comes the list
// takes focus on the first option and Enter chooses it.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Select, ThemeProvider } from 'spend-ui';
import { expectNoPopupViolations } from '../../.storybook/axeAtStep.js';

let arrive = () => {};
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});

vi.mock('../../components/Select/SelectListBox.js', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

afterAll(async () => {
  arrive();
  await import('../../components/Select/SelectListBox.js');
});

const cycles = [
  { id: 'daily', name: 'Daily' },
  { id: 'weekly', name: 'Weekly' },
  { id: 'monthly', name: 'Monthly' },
];

function CyclePage({ onOuterEscape }: { onOuterEscape: () => void }) {
  return (
    <ThemeProvider>
      {/* Stands for a drawer that closes on Escape. */}
      <div onKeyDown={(event) => event.key === 'Escape' && onOuterEscape()} role="presentation">
        <Select label="Cycle Type" items={cycles} getKey={(cycle) => cycle.id} getTextValue={(cycle) => cycle.name} />
      </div>
    </ThemeProvider>
  );
}

const liveRegionText = () =>
  [...document.querySelectorAll('[aria-live]')].map((region) => region.textContent).join(' ');

describe('Select, before its list code has come', () => {
  afterEach(() => {
    arrive();
    cleanup();
  });

  it('on Enter shows a loading popup at once, announced; Escape closes only it; once the code comes the list takes focus', async () => {
    const user = userEvent.setup();
    const onOuterEscape = vi.fn();
    render(<CyclePage onOuterEscape={onOuterEscape} />);
    const trigger = screen.getByRole('button', { name: /Cycle Type/ });
    await user.tab();
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const busy = screen.getByRole('listbox');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAccessibleName(/Cycle Type/);
    expect(trigger).toHaveAttribute('aria-controls', busy.id);
    expect(busy).toHaveTextContent('Loading…');
    expect(busy.getBoundingClientRect().height).toBeGreaterThan(0);
    await waitFor(() => expect(liveRegionText()).toContain('Loading…'));
    await expectNoPopupViolations('Enter before the list code');
    expect(trigger).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(onOuterEscape).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    arrive();
    // The list's code is loaded (and transformed by Vite on its first request, seconds on a loaded
    // machine) before the list can show: wait for that module, then for the focus it brings.
    await import('../../components/Select/SelectListBox.js');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Daily' })).toHaveFocus());
    await expectNoPopupViolations('the list code has come');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('Weekly'));
    expect(trigger).toHaveFocus();
  });
});

function AssigneePage({
  people,
  isLoading,
}: {
  people: { id: string; name: string }[];
  isLoading: boolean;
}): ReactNode {
  return (
    <ThemeProvider>
      <Select
        label="Assign To"
        items={people}
        getKey={(person) => person.id}
        getTextValue={(person) => person.name}
        isLoading={isLoading}
      />
    </ThemeProvider>
  );
}

describe('Select whose options are still loading', () => {
  afterEach(cleanup);

  it('opens on Enter with a loading popup, then the list takes focus on the first option when the options come', async () => {
    arrive();
    const user = userEvent.setup();
    const { rerender } = render(<AssigneePage people={[]} isLoading />);
    const trigger = screen.getByRole('button', { name: /Assign To/ });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(liveRegionText()).toContain('Loading…'));

    rerender(<AssigneePage people={[{ id: 'liam', name: "Liam O'Connor" }]} isLoading={false} />);
    await waitFor(() => expect(screen.getByRole('option', { name: "Liam O'Connor" })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent("Liam O'Connor"));
  });

  it('closes its loading popup when the options come back empty', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<AssigneePage people={[]} isLoading />);
    const trigger = screen.getByRole('button', { name: /Assign To/ });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    rerender(<AssigneePage people={[]} isLoading={false} />);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});
