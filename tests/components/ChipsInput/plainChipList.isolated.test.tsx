import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'spend-ui';
import { ChipsInput } from '../../../components/ChipsInput/ChipsInput.js';
import { chipsFromNames, type ChipItem } from '../../../components/ChipsInput/addChip.js';

// The tag group's code never arrives here: the chips stay the plain list a ChipsInput shows until it comes
// (on a slow network, or the moment after the field mounts).
vi.mock('../../../components/ChipsInput/ChipTagGroup.js', () => new Promise<never>(() => undefined));

function Locations() {
  const [chips, setChips] = useState<ChipItem[]>(chipsFromNames(['Toronto', 'Vancouver', 'Montreal']));
  return (
    <ThemeProvider>
      <ChipsInput label="Add a location" listLabel="Locations" value={chips} onChange={setChips} />
    </ThemeProvider>
  );
}

const shown = () =>
  within(screen.getByRole('list', { name: 'Locations' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ChipsInput before its tag group has come', () => {
  it('keeps the keyboard: Backspace in the empty input moves to the last chip, Backspace there removes it', async () => {
    const user = userEvent.setup();
    render(<Locations />);
    const input = screen.getByRole('textbox', { name: 'Add a location' });
    await user.click(input);
    await user.keyboard('{Backspace}');
    await expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Montreal' }));
    await user.keyboard('{Backspace}');
    expect(shown()).toEqual(['Toronto', 'Vancouver']);
    // Focus stays in the list, on the chip that is now last.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Vancouver' }));
    await user.keyboard('{ArrowLeft}{Delete}');
    expect(shown()).toEqual(['Vancouver']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Vancouver' }));
    await user.keyboard('{ArrowRight}');
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Backspace}');
    expect(screen.queryByRole('list', { name: 'Locations' })).toBeNull();
    expect(input).toHaveFocus();
  });
});
