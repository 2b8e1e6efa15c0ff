// ChipsInput's tag group is code fetched after the field mounts. Before it has come the chips show as a
// plain list: each can be removed by its button, Enter adds, and the tag group takes over when it comes
// (with focus, when a chip had it).
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import axe from 'axe-core';
import { ChipsInput, ThemeProvider } from 'spend-ui';

const gate = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('../../components/ChipsInput/ChipTagGroup.js', async (importOriginal) => {
  await gate.arrived;
  return importOriginal();
});

afterEach(() => cleanup());
afterAll(async () => {
  gate.arrive();
  await import('../../components/ChipsInput/ChipTagGroup.js');
});

describe('ChipsInput before its tag group code has come', () => {
  it('shows the chips as a list, removable by their buttons, and Enter adds; then the tag group takes over', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <ChipsInput
          label="Departments"
          defaultValue={[{ id: 1, name: 'Finance' }, { name: 'Sales' }]}
          onChange={onChange}
        />
      </ThemeProvider>,
    );
    const list = screen.getByRole('list', { name: 'Departments' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Finance', 'Sales']);
    const { violations } = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove Sales' }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 1, name: 'Finance' }]);
    await user.click(screen.getByRole('textbox', { name: 'Departments' }));
    await user.keyboard('Legal{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ id: 1, name: 'Finance' }, { name: 'Legal' }]);
    // Backspace in the empty input moves to the last chip's button; the code comes while it has focus.
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('button', { name: 'Remove Legal' })).toHaveFocus();
    gate.arrive();
    // Vite transforms the tag group's code on its first request, which on a loaded machine takes longer than
    // a find's second: wait for the module itself, then for the grid it brings.
    await import('../../components/ChipsInput/ChipTagGroup.js');
    const grid = await screen.findByRole('grid', { name: 'Departments' });
    expect(
      within(grid)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Finance', 'Legal']);
    // Focus went on to the same chip in the tag group, not to the page.
    await waitFor(() => expect(within(grid).getByRole('row', { name: 'Legal' })).toHaveFocus());
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([{ id: 1, name: 'Finance' }]);
    await waitFor(() => expect(within(grid).getByRole('row', { name: 'Finance' })).toHaveFocus());
  });
});
