// The comboboxes' popup, as assistive technology meets it: the input names only elements that are in
// the page, and what react-aria hides while the list is open cannot take focus.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CountriesPage } from './countriesPage.js';

const decoration = (
  <span aria-hidden="true" data-testid="decoration">
    ★
  </span>
);

function Page({ multiple }: { multiple: boolean }) {
  return <CountriesPage multiple={multiple} before={decoration} />;
}

describe('MultiComboBox popup', () => {
  it('names the list and the highlighted option only while they are rendered', async () => {
    const user = userEvent.setup();
    render(<Page multiple />);
    const input = screen.getByRole('combobox', { name: 'Countries' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Canada' }).id),
    );
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).not.toHaveAttribute('aria-controls');
  });

  it('makes the content it hides inert while open, leaves what was hidden before, and lets Tab leave', async () => {
    const user = userEvent.setup();
    render(<Page multiple />);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(screen.getByRole('combobox', { name: 'Countries' }));
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(elsewhere.inert).toBe(true));
    expect(elsewhere).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('decoration').inert).not.toBe(true);
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(elsewhere.inert).toBe(false);
    expect(elsewhere).not.toHaveAttribute('aria-hidden');
    expect(elsewhere).toHaveFocus();
    expect(screen.getByTestId('decoration')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('ComboBox popup', () => {
  it('does not name a highlighted option the virtualised list has not rendered', async () => {
    // jsdom lays nothing out, so Virtuoso renders no option at all.
    const user = userEvent.setup();
    render(<Page multiple={false} />);
    const input = screen.getByRole('combobox', { name: 'Countries' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });
});
